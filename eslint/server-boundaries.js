// Module boundaries of the server (apps/server). Owned by the platform kit work: see docs/decisions.
export default [];
