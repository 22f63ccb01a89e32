import { randomUUID } from 'node:crypto';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string;
  createdAt: string;
}

/** Local stand-in for the Supabase CLI's mail catcher: mails live in memory for the server's lifetime. */
export class Mailbox {
  private readonly mails: Mail[] = [];

  constructor(private readonly announce: (line: string) => void = () => undefined) {}

  send(mail: Omit<Mail, 'id' | 'createdAt'>): Mail {
    const stored: Mail = { ...mail, id: randomUUID(), createdAt: new Date().toISOString() };
    this.mails.push(stored);
    this.announce(`Mail to ${mail.to}: ${mail.subject} ${mail.link}`);
    return stored;
  }

  /** Newest first. */
  list(to?: string): Mail[] {
    const wanted = to?.toLowerCase();
    return this.mails.filter((mail) => wanted === undefined || mail.to === wanted).reverse();
  }

  clear(): void {
    this.mails.length = 0;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMailboxHtml(mails: Mail[]): string {
  const items = mails
    .map(
      (mail) => `<li><p><strong>${escapeHtml(mail.subject)}</strong> to ${escapeHtml(mail.to)}
<small>${escapeHtml(mail.createdAt)}</small></p><p>${escapeHtml(mail.text)}</p>
<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>supabase-local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}li{margin-bottom:1.5rem}a{word-break:break-all}</style>
</head><body><h1>Mailbox</h1>
${mails.length === 0 ? '<p>No mails yet.</p>' : `<ol reversed>${items}</ol>`}
</body></html>`;
}
