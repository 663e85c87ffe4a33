/**
 * The first Intl object a page creates costs 20-35 ms on a desktop here (the runtime loads its
 * locale data), about four times that on a mid-range phone. Without this, a server-rendered page
 * creates its first while its route modules are evaluated (`ui-kit`'s price format), inside the
 * longest task of its start-up. Created in a task of its own while those modules are still on
 * their way over the network, it costs no task the visitor waits on.
 */
export function warmUpIntl(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  schedule(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0));
}
