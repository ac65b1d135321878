-- 012: a course's and a pathway's trend level is signed: above 0 rising, 0 steady, below 0 falling
-- (spec 2.8, the course rating display's trend level; remote-browse's ratingDisplay). It was 0 to 5,
-- which could say rising or steady but never falling.
ALTER TABLE courses DROP CONSTRAINT courses_trend_level_check;
ALTER TABLE courses ADD CONSTRAINT courses_trend_level_check CHECK (trend_level BETWEEN -5 AND 5);
ALTER TABLE pathways DROP CONSTRAINT pathways_trend_level_check;
ALTER TABLE pathways ADD CONSTRAINT pathways_trend_level_check CHECK (trend_level BETWEEN -5 AND 5);
