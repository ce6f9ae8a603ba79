import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { configResponseSchema } from '../../../src/contract';
import { openAuthApp } from './open-auth-app';

describe('account settings', () => {
  it('reads the account variables, with safe defaults', () => {
    expect(loadConfig({}).accounts).toMatchObject({
      sessionDays: 30,
      allowedOrigins: [],
      googleClientId: undefined,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      facebookGraphUrl: 'https://graph.facebook.com',
      socialSignInHosts: [],
    });
    const accounts = loadConfig({
      SESSION_DAYS: '7',
      ALLOWED_ORIGINS: 'https://www.brokerage.example, https://agents.brokerage.example',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      SOCIAL_SIGN_IN_HOSTS: 'www.Brokerage.example,austin.brokerage.example,dallas.brokerage.example',
    }).accounts;
    expect(accounts.sessionDays).toBe(7);
    expect(accounts.allowedOrigins).toEqual([
      'https://www.brokerage.example',
      'https://agents.brokerage.example',
    ]);
    expect(accounts.socialSignInHosts).toEqual([
      'www.brokerage.example',
      'austin.brokerage.example',
      'dallas.brokerage.example',
    ]);
  });

  it('names a bad variable', () => {
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'evil.example/path' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ SESSION_DAYS: '0' })).toThrow(/SESSION_DAYS/);
  });

  it('tells the widgets in GET /api/config which providers are on and on which hosts', async () => {
    const t = await openAuthApp({
      googleClientId: 'abc.apps.googleusercontent.com',
      facebookAppId: '4242',
      socialSignInHosts: ['www.brokerage.example'],
    });
    try {
      const config = v.parse(configResponseSchema, (await t.app.inject('/api/config')).json());
      // Facebook needs its secret too, so it stays off here.
      expect(config.social_sign_in).toEqual({
        google_client_id: 'abc.apps.googleusercontent.com',
        facebook_app_id: null,
        hosts: ['www.brokerage.example'],
      });
    } finally {
      await t.close();
    }
  });
});
