-- 015: the language a student chose for the portal, their mail and their PDFs (docs/adr/019); NULL
-- until they choose, and then the browser's language or the school's default applies.
ALTER TABLE students ADD COLUMN preferred_locale text CHECK (preferred_locale IN ('en', 'es'));
