-- Featured agents' introduction videos on the company home (SPEC §4 "Featured agent video"): a URL
-- (absolute, or a path on the API's host); null shows the photo only, without a play button.

ALTER TABLE agents ADD COLUMN video_url text;
