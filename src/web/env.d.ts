/** Build-time settings read by start-app.tsx (Vite exposes only VITE_-prefixed variables to the browser). */
interface ImportMetaEnv {
  /** 'same-origin' (default): the API is under /api; 'subdomain': it is on api.<site host>. */
  readonly VITE_API_HOST_MODE?: string;
}
