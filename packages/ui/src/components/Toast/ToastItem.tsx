import { useRef, useState, type ReactNode } from 'react';
import { useMove } from 'react-aria';
import { UNSTABLE_Toast as AriaToast, type QueuedToast } from 'react-aria-components';
import { toastQueue, type ToastContent } from './toastQueue';
import * as styles from './ToastRegion.css';

/** Horizontal travel (px) after which releasing a dragged toast dismisses it. */
const DISMISS_DISTANCE = 80;

interface ToastItemProps {
  toast: QueuedToast<ToastContent>;
  children: ReactNode;
}

/**
 * One toast: closes on click (spec section 9) and can be dragged or swiped sideways to dismiss.
 * A click that ends a drag does not count as a click.
 */
export function ToastItem({ toast, children }: ToastItemProps) {
  const [offset, setOffset] = useState(0);
  const travel = useRef(0);
  const dragged = useRef(false);
  const { moveProps } = useMove({
    onMoveStart: () => {
      dragged.current = false;
      travel.current = 0;
    },
    onMove: (event) => {
      // Arrow keys move focus between toasts; only pointers drag.
      if (event.pointerType === 'keyboard') return;
      dragged.current = true;
      travel.current += event.deltaX;
      setOffset(travel.current);
    },
    onMoveEnd: () => {
      if (Math.abs(travel.current) >= DISMISS_DISTANCE) toastQueue.close(toast.key);
      travel.current = 0;
      setOffset(0);
    },
  });
  const tone = toast.content.tone ?? 'neutral';

  return (
    <AriaToast
      toast={toast}
      {...moveProps}
      className={`${styles.toast} ${styles.tone[tone]}`}
      // The toast follows the finger, which moves in screen space, hence a physical translateX.
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.3, 1 - Math.abs(offset) / (DISMISS_DISTANCE * 2)) : undefined,
      }}
      onClick={() => {
        if (dragged.current) {
          dragged.current = false;
          return;
        }
        toastQueue.close(toast.key);
      }}
    >
      {children}
      {toast.timeout ? (
        <span
          aria-hidden="true"
          className={`${styles.progress} ${styles.progressTone[tone]}`}
          style={{ animationDuration: `${toast.timeout}ms` }}
        />
      ) : null}
    </AriaToast>
  );
}
