import type { Transporter } from 'nodemailer';

/** A project's transport and default sender, kept on the project (`state.mail`). */
export interface MailTransport {
  transporter: Transporter;
  from: string;
}
