import { useState } from 'react';

/** A rendered mail's HTML at a mail client's width, for the templates' stories (designers review the mail itself). */
export interface MailFrameProps {
  /** The subject, naming the frame. */
  subject: string;
  /** The mail's HTML part (renderMail). */
  html: string;
}

export function MailFrame({ subject, html }: MailFrameProps) {
  // Busy until the frame has laid out the mail (the stories' snapshots wait for it).
  const [loaded, setLoaded] = useState(false);
  return (
    <iframe
      title={`Mail: ${subject}`}
      srcDoc={html}
      sandbox=""
      aria-busy={!loaded}
      onLoad={() => setLoaded(true)}
      style={{ width: '600px', height: '900px', border: 0 }}
    />
  );
}
