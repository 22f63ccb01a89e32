// Ports of the stack the end-to-end suite starts; distinct from `npm start` so both can run at once.
export const E2E_BACKEND_PORT = 54361;
export const E2E_SHELL_PORT = 4300;
export const E2E_SHELL_URL = `http://localhost:${E2E_SHELL_PORT}`;
export const E2E_BACKEND_URL = `http://127.0.0.1:${E2E_BACKEND_PORT}`;
