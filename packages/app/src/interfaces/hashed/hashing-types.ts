/** Hashing algorithms the server offers for hash fields (`core` = the server's default, bcrypt). */
export const HASHING_CHOICES = {
  core: 'Core',
  bcrypt: 'bcrypt',
  md5: 'MD5',
  sha1: 'SHA-1',
  sha224: 'SHA-224',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
};
