/** A rendered mail's HTML at a mail client's width, for the templates' stories (designers review the mail itself). */
export interface MailFrameProps {
  /** The subject, naming the frame. */
  subject: string;
  /** The mail's HTML part (renderMail). */
  html: string;
}

export function MailFrame({ subject, html }: MailFrameProps) {
  return <iframe title={`Mail: ${subject}`} srcDoc={html} sandbox="" style={{ width: '600px', height: '900px', border: 0 }} />;
}
