type Field = HTMLInputElement | HTMLTextAreaElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== 'file') || target instanceof HTMLTextAreaElement;

/**
 * A prerendered form can be filled in before the app has loaded: text typed, a box ticked. Hydrating keeps
 * that on screen, but the form's state never hears of it, and the field's next render undoes it. This
 * records what the visitor entered in `container` (before now: whatever differs from the markup; from now
 * on: input events); the returned function, called once the app is mounted, hands it to the form as the
 * events a person would have caused.
 */
export function keepEarlyInput(container: HTMLElement): () => void {
  const entered = new Map<Field, string | boolean>();
  const record = (target: EventTarget | null) => {
    if (!isField(target)) return;
    if (isToggle(target)) {
      if (target.checked !== target.defaultChecked) entered.set(target, target.checked);
      else entered.delete(target);
    } else if (target.value !== target.defaultValue) entered.set(target, target.value);
  };
  container.querySelectorAll('input, textarea').forEach(record);
  const onInput = (event: Event) => record(event.target);
  container.addEventListener('input', onInput, true);
  return () => {
    container.removeEventListener('input', onInput, true);
    for (const [field, value] of entered) {
      if (!field.isConnected) continue;
      // React reports a change only when a field differs from what it last wrote through the plain
      // setters: write the state the app starts from through them, then make the visitor's change again.
      if (isToggle(field)) {
        field.checked = !value;
        field.click();
      } else {
        field.value = '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  };
}
