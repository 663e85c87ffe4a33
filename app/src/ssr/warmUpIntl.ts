/**
 * The first Intl object a page creates costs 20-35 ms on a desktop here (the runtime loads its
 * locale data), about four times that on a mid-range phone. Without this, a server-rendered page
 * creates its first while its route modules are evaluated (the first price format), inside the
 * longest task of its start-up. Created in a task of its own while those modules are still on
 * their way over the network, it costs no task the visitor waits on. It loads the data of the
 * locale the page was rendered in (the render's environment), which is the one its formats use.
 */
import { currentHandoff } from './handoff';

export function warmUpIntl(schedule: (task: () => void) => void = (task) => setTimeout(task, 0), locale: string = currentHandoff()?.environment.locale ?? 'en-US'): void {
  schedule(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0));
}
