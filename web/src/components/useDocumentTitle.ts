import { useEffect } from 'react';

export const APP_NAME = 'Savor';

/** Names the browser tab after the screen: 'My Recipes · Savor'; just 'Savor' while the name is unknown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
