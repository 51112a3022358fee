package org.escaque.engine;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Where an {@link Engine}'s searches run: on a thread of its own ({@link OwnThread}, the JVM's way: {@code go} returns
 * at once), or on the caller's thread ({@link CallerThread}, where there are no threads: the browser's WebAssembly
 * build, whose engine runs in a Web Worker of its own).
 */
interface SearchWorker {

    /** Runs {@code search}, now or later; what comes back tells when it has ended. */
    Running submit(Runnable search);

    /** Ends the worker's thread, if it has one. */
    void close();

    /** A submitted search. */
    interface Running {
        boolean isDone();

        /** Waits until the search has ended; a search that failed throws {@link IllegalStateException}. */
        void await();
    }

    /** A daemon thread of the engine's own, of the given priority. */
    final class OwnThread implements SearchWorker {
        private final ExecutorService thread;

        OwnThread(int priority) {
            thread = Executors.newSingleThreadExecutor(runnable -> {
                Thread made = new Thread(runnable, "escaque-search");
                made.setDaemon(true);
                made.setPriority(priority);
                return made;
            });
        }

        @Override
        public Running submit(Runnable search) {
            Future<?> future = thread.submit(search);
            return new Running() {
                @Override
                public boolean isDone() {
                    return future.isDone();
                }

                @Override
                public void await() {
                    try {
                        future.get();
                    } catch (InterruptedException interrupted) {
                        Thread.currentThread().interrupt();
                    } catch (ExecutionException failure) {
                        throw new IllegalStateException("the search failed", failure.getCause());
                    }
                }
            };
        }

        @Override
        public void close() {
            thread.shutdown();
            try {
                thread.awaitTermination(5, TimeUnit.SECONDS);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The caller's thread: {@link #submit} returns when the search has ended. */
    final class CallerThread implements SearchWorker {
        @Override
        public Running submit(Runnable search) {
            RuntimeException failed;
            try {
                search.run();
                failed = null;
            } catch (RuntimeException failure) {
                failed = failure;
            }
            RuntimeException failure = failed;
            return new Running() {
                @Override
                public boolean isDone() {
                    return true;
                }

                @Override
                public void await() {
                    if (failure != null) {
                        throw new IllegalStateException("the search failed", failure);
                    }
                }
            };
        }

        @Override
        public void close() {
        }
    }
}
