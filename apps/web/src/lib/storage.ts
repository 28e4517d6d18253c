/** Browser local storage keys of spec §3 and §9. */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  roles: 'roles',
  organizationId: 'organizationId',
  externalId: 'externalId',
  organizationType: 'organizationType',
  /** The interface language the visitor chose; kept across logout (it is a preference, not session data). */
  language: 'language',
  /** Set once the visitor picked the language in the menu: signing in then keeps it instead of the account's. */
  languageChosen: 'languageChosen',
  /** The organisation each user of this browser worked in last (user id → organisation id); kept across logout. */
  lastOrganizations: 'lastOrganizations',
} as const;

export const storage = {
  get(key: string): string | null {
    return localStorage.getItem(key);
  },
  set(key: string, value: string | null | undefined): void {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  },
  getJson<T>(key: string): T | null {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    localStorage.setItem(key, JSON.stringify(value));
  },
  clear(): void {
    localStorage.clear();
  },
};
