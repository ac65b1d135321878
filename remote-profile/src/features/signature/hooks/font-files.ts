/**
 * The eight script fonts' files, served with the app (webpack copies each woff2 next to the
 * remote's chunks): no font service is called at run time.
 */
import alexBrush from '@fontsource/alex-brush/files/alex-brush-latin-400-normal.woff2';
import allura from '@fontsource/allura/files/allura-latin-400-normal.woff2';
import dancingScript from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2';
import greatVibes from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2';
import homemadeApple from '@fontsource/homemade-apple/files/homemade-apple-latin-400-normal.woff2';
import parisienne from '@fontsource/parisienne/files/parisienne-latin-400-normal.woff2';
import sacramento from '@fontsource/sacramento/files/sacramento-latin-400-normal.woff2';
import satisfy from '@fontsource/satisfy/files/satisfy-latin-400-normal.woff2';

export const signatureFontFiles: Record<string, string> = {
  'Dancing Script': dancingScript,
  'Great Vibes': greatVibes,
  Allura: allura,
  'Alex Brush': alexBrush,
  Parisienne: parisienne,
  Sacramento: sacramento,
  Satisfy: satisfy,
  'Homemade Apple': homemadeApple,
};
