/**
 * The name a client is shown by on the blog, as SQL over the `clients` row aliased `c`: first name and
 * surname as the account holds them (never what a request body says), else the e-mail's local part.
 */
export const CLIENT_DISPLAY_NAME_SQL = `COALESCE(
  NULLIF(btrim(concat_ws(' ', c.party_name, c.lname)), ''),
  split_part(c.email, '@', 1)
)`;
