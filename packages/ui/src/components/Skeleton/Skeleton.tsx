import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** `text` is a line of text, `block` a rectangle (cards, images), `circle` an icon or avatar. @default 'text' */
  shape?: (typeof styles.skeletonShapes)[number];
  /** Inline size, any CSS length. @default '100%' ('circle': '32px') */
  inlineSize?: string;
  /** Block size, any CSS length. @default '1em' for text, '64px' for block, the inline size for circle */
  blockSize?: string;
  /** Number of text lines; the last one is shorter, as paragraphs are. @default 1 */
  lines?: number;
}

/**
 * A grey placeholder where content is loading. Decorative (hidden from screen readers): put
 * `aria-busy` and a Spinner label on the region that loads. The shimmer stops for reduced motion.
 */
export function Skeleton({ shape = 'text', inlineSize, blockSize, lines = 1 }: SkeletonProps) {
  const inline = inlineSize ?? (shape === 'circle' ? '32px' : '100%');
  const block = blockSize ?? (shape === 'circle' ? inline : shape === 'block' ? '64px' : '1em');
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <span className={styles.group} aria-hidden="true" data-shape={shape}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={styles.bone({ shape })}
          style={{
            inlineSize: count > 1 && index === count - 1 ? '60%' : inline,
            blockSize: block,
          }}
        />
      ))}
    </span>
  );
}
