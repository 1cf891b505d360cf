/** The catalogue code of a rejected `@directus/sdk-js` call (the SDK rejects with `{ code, message }`). */
export async function errorCode(p: Promise<unknown>): Promise<number | undefined> {
  try {
    await p;
    return undefined;
  } catch (err) {
    return Number((err as { code?: number | string }).code);
  }
}
