-- A tour request's preferred time of day ('HH:MM', 24-hour), or NULL for any time. Its own column rather
-- than text after the date in tour_date, so tour_date stays 'asap' or 'YYYY-MM-DD' as 009 documents.
ALTER TABLE leads ADD COLUMN tour_time text;
