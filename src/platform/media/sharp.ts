import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp and libvips (about 25 MB of resident memory) load with the first image the server handles,
 * not at start: most processes never touch an image between restarts.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then((module) => module.default));
}
