// Runtime configuration of the Spur app. This default leaves everything to the build-time
// VITE_* variables; the full-stack server serves its own /spur-config.js with the API URL and
// the Cognito settings of its environment (see CONTRIBUTING.md, "App runtime configuration").
window.__SPUR_CONFIG__ = window.__SPUR_CONFIG__ || {};
