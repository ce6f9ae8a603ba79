/** What a verified social sign-in tells about the person; never taken from the browser (DESIGN rulings). */
export interface SocialProfile {
  provider: 'google' | 'facebook';
  /** Google's `sub` or the Facebook user id: stable even when the e-mail changes. */
  providerId: string;
  /** Null when the provider did not share a (verified) e-mail: sign-in stops there (SPEC §8). */
  email: string | null;
  firstName: string;
  lastName: string | null;
  pictureUrl: string | null;
}
