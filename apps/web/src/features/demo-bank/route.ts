// The route table (in the entry) imports this small module, not the screen: the screen's list of
// chunks to preload is written here, in this module's own chunk, instead of into the entry that
// every first visit downloads (the /login budget).
export const loadDemoBank = () => import('./routes/demo-bank.tsx');
