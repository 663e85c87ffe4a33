import { useState, type ComponentType } from 'react';

interface Openable {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * For the stories of a controlled dialog: the story owns the open state, so the dialog really
 * opens and closes in the canvas, and `onOpenChange` still reaches the story's spy.
 */
export function withOpenState<P extends Openable>(Component: ComponentType<P>) {
  return function WithOpenState(args: P) {
    const [open, setOpen] = useState(args.open ?? false);
    return (
      <Component
        {...args}
        open={open}
        onOpenChange={(next: boolean) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    );
  };
}
