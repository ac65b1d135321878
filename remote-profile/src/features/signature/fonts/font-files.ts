// TEMPORARY STUB while @fontsource packages are not installed (restore /tmp/font-files.real.ts).
export const signatureFontFiles: Record<string, string> = {};
