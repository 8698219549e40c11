import { useRef, useState, type ChangeEvent } from 'react';
import { ImageCropDialog } from '../../../components/ImageCropDialog';
import { readImageFile } from '../../../components/imageFiles';
import { useToast } from '../../../components/toast';

/** Recipe images: longest side 1200 px, JPEG 0.85, cropped 16:9 (spec document 1 §9). */
export const RECIPE_IMAGE_OUTPUT = { maxSide: 1200, quality: 0.85 } as const;
export const RECIPE_IMAGE_ASPECT = 16 / 9;
/**
 * The picture is read at twice the stored size before cropping, so a 16:9 crop of a 4:3 or portrait
 * photo still comes out at the full 1200 px instead of a soft 800 px.
 */
const SOURCE = { maxSide: 2 * RECIPE_IMAGE_OUTPUT.maxSide, quality: 0.92 } as const;

/**
 * Picking a recipe picture: a hidden file input, then the shared crop dialog (16:9); `onPicked` receives the
 * cropped JPEG data URL. Render `elements` once; call `pick()` to open the file chooser or `openFile(file)`
 * for a dropped file.
 */
export function useRecipeImagePicker(onPicked: (dataUrl: string) => void | Promise<void>, inputTestId = 'recipe-image-input') {
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const { toast } = useToast();

  const openFile = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid file type', description: 'Please choose a JPEG, PNG or WEBP image.', variant: 'destructive' });
      return;
    }
    try {
      setSource(await readImageFile(file, SOURCE.maxSide, SOURCE.quality));
    } catch {
      toast({ title: 'Error reading file', description: 'There was an error reading your file. Please try again.', variant: 'destructive' });
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void openFile(file);
  };

  const elements = (
    <>
      <input ref={inputRef} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={onChange} data-testid={inputTestId} />
      <ImageCropDialog
        open={source !== null}
        imageSrc={source}
        aspect={RECIPE_IMAGE_ASPECT}
        title="Crop Recipe Image"
        output={RECIPE_IMAGE_OUTPUT}
        onCancel={() => setSource(null)}
        onApply={(dataUrl) => {
          setSource(null);
          void onPicked(dataUrl);
        }}
      />
    </>
  );

  return { pick: () => inputRef.current?.click(), openFile, elements };
}
