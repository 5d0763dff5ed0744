import { useState, type PointerEvent } from 'react';

/** How far (px) the sheet must be pulled down before letting go closes it. */
export const DISMISS_DISTANCE = 80;

/**
 * Pointer handlers for a drag handle: the sheet follows the pointer downwards only, and a release
 * beyond DISMISS_DISTANCE calls `onDismiss`; a shorter pull springs back.
 */
export function useDragToDismiss(onDismiss: () => void) {
  const [startY, setStartY] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);

  function reset() {
    setStartY(null);
    setOffset(0);
  }

  return {
    offset,
    isDragging: startY !== null,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        setStartY(event.clientY);
        // Keeps receiving moves when the finger leaves the handle; synthetic events may lack a pointer.
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          /* no active pointer to capture */
        }
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (startY !== null) setOffset(Math.max(0, event.clientY - startY));
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (startY === null) return;
        const distance = event.clientY - startY;
        reset();
        if (distance >= DISMISS_DISTANCE) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}
