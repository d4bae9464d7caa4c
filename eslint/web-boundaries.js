// Module boundaries of the web app (apps/web). Owned by the platform kit work: see docs/decisions.
export default [];
