/** A divider has no value: its cell stays empty. */
export default function DividerDisplay() {
  return null;
}
