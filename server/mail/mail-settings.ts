/** Where lead e-mails go out and from whom (SMTP_URL, MAIL_FROM, LEAD_TO). */
export interface MailSettings {
  /** 'smtp://user:pass@host:587' or 'smtps://…'; nodemailer reads the URL as it is. */
  smtpUrl: string;
  /** The From address of every lead e-mail. */
  from: string;
  /** The brokerage's lead inbox, used when the listing has no agent of ours. */
  leadTo: string;
}
