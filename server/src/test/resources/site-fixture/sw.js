// fixture: the service worker
self.addEventListener("fetch", () => {});
