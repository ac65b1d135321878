-- 016: the language of what a file link opens (a receipt, the statement, a report or transcript PDF):
-- decided when the link is made, from the signed-in person's saved choice (a guardian's own while acting
-- for a related student), else that call's Accept-Language, else the school's default. A new tab that
-- opens the link sends no saved choice of its own. NULL for links made before: the school's default.
ALTER TABLE file_links ADD COLUMN locale text CHECK (locale IN ('en', 'es'));
