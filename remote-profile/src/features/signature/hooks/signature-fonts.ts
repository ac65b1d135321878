import { useEffect, useState } from 'react';
import { signatureFontFiles } from './font-files';

/** Spec sections 2 and 9: eight script fonts for typed signatures. */
export const SIGNATURE_FONTS = [
  'Dancing Script',
  'Great Vibes',
  'Allura',
  'Alex Brush',
  'Parisienne',
  'Sacramento',
  'Satisfy',
  'Homemade Apple',
] as const;
export type SignatureFont = (typeof SIGNATURE_FONTS)[number];

let loading: Promise<void> | null = null;

/**
 * Loads the eight fonts once, with the FontFace API (the remote has no CSS loader), from the files
 * served with the app. A font that fails to load leaves the cursive fallback; nothing else breaks.
 */
export const loadSignatureFonts = (): Promise<void> => {
  if (loading) return loading;
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) {
    loading = Promise.resolve();
    return loading;
  }
  loading = Promise.all(
    SIGNATURE_FONTS.map(async (family) => {
      const url = signatureFontFiles[family];
      if (!url) return;
      try {
        const face = await new FontFace(family, `url(${url}) format('woff2')`, { display: 'swap' }).load();
        document.fonts.add(face);
      } catch {
        // The cursive fallback stays.
      }
    }),
  ).then(() => undefined);
  return loading;
};

/** True once the fonts are usable (so that sizes are measured with the real glyphs). */
export const useSignatureFonts = (): boolean => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadSignatureFonts().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return ready;
};
