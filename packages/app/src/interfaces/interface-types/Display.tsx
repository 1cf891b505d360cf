/** Field types are configuration, not content: nothing to show in a listing. */
export default function InterfaceTypesDisplay() {
  return null;
}
