/*
 * What a disk would hold after a power cut, kept beside the files that are written: loaded into a process with
 * LD_PRELOAD, this shim wraps fsync and fdatasync, and at each sync of a file directly inside the watched folder
 * (ESCAQUE_DURABLE_FOLDER) copies that file's whole content, as it is then, into the shadow folder
 * (ESCAQUE_DURABLE_SHADOW). A sync of the watched folder itself lists the names it holds then. What the shadow
 * folder holds is therefore what survives a power cut that drops every write not yet synced:
 *
 *   listing          one line per file the folder held at its last sync (or when the shim was loaded):
 *                    "<inode> <name>"; a file created since then has no durable name, and one deleted since
 *                    then comes back
 *   data/<inode>-<name>
 *                    the content that file had at its last sync (or when the shim was loaded); a listed file with
 *                    no copy was never synced and comes back empty
 *
 * The copy is taken once the real sync has returned, so it holds every write made before the sync, and perhaps some
 * made since it began: a disk may keep unsynced writes too, never fewer synced ones. Each copy is written under a
 * temporary name and renamed into place, so a process killed in the middle leaves the copy before or the copy
 * after. When the shim is loaded and the shadow folder holds no listing yet, it records the folder as it is: what
 * was there before the process started counts as synced.
 *
 * Only fsync and fdatasync are wrapped (what SQLite calls on Linux: strace shows no msync, sync_file_range or
 * syncfs). A sync by any other means is not seen, which only makes the model stricter: its writes count as lost.
 *
 * Build: cc -shared -fPIC -o libdurable.so durable.c -ldl
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

static int (*real_fsync)(int);
static int (*real_fdatasync)(int);
static char watched[PATH_MAX];
static char shadow[PATH_MAX];
static int enabled;
static pthread_mutex_t shadow_lock = PTHREAD_MUTEX_INITIALIZER;

static void fail(const char *what, const char *path) {
    fprintf(stderr, "durable shim: %s %s: %s\n", what, path, strerror(errno));
    abort();
}

/* Writes the whole content of the open file in (from its start) to out. */
static void copy_content(int in, int out, const char *path) {
    char buffer[1 << 16];
    off_t offset = 0;
    for (;;) {
        ssize_t read_bytes = pread(in, buffer, sizeof buffer, offset);
        if (read_bytes < 0) {
            if (errno == EINTR) {
                continue;
            }
            fail("cannot read", path);
        }
        if (read_bytes == 0) {
            return;
        }
        for (ssize_t written = 0; written < read_bytes;) {
            ssize_t n = write(out, buffer + written, (size_t) (read_bytes - written));
            if (n < 0) {
                if (errno == EINTR) {
                    continue;
                }
                fail("cannot write the copy of", path);
            }
            written += n;
        }
        offset += read_bytes;
    }
}

/* Puts the content of the open file in under the shadow name of (inode, name), replacing the former copy at once. */
static void keep_copy(int in, ino_t inode, const char *name) {
    char temporary[PATH_MAX + 32];
    char target[PATH_MAX + 64];
    snprintf(temporary, sizeof temporary, "%s/copy.tmp", shadow);
    snprintf(target, sizeof target, "%s/data/%llu-%s", shadow, (unsigned long long) inode, name);
    int out = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (out < 0) {
        fail("cannot create", temporary);
    }
    copy_content(in, out, name);
    if (close(out) != 0) {
        fail("cannot close", temporary);
    }
    if (rename(temporary, target) != 0) {
        fail("cannot rename the copy to", target);
    }
}

/* Records the names the watched folder holds now; with copy_all, also the content of each file. */
static void keep_listing(int copy_all) {
    char temporary[PATH_MAX + 32];
    char target[PATH_MAX + 32];
    snprintf(temporary, sizeof temporary, "%s/listing.tmp", shadow);
    snprintf(target, sizeof target, "%s/listing", shadow);
    DIR *folder = opendir(watched);
    if (folder == NULL) {
        fail("cannot list", watched);
    }
    FILE *out = fopen(temporary, "we");
    if (out == NULL) {
        fail("cannot create", temporary);
    }
    struct dirent *entry;
    while ((entry = readdir(folder)) != NULL) {
        char path[PATH_MAX + 256];
        struct stat status;
        snprintf(path, sizeof path, "%s/%s", watched, entry->d_name);
        if (lstat(path, &status) != 0 || !S_ISREG(status.st_mode)) {
            continue;
        }
        fprintf(out, "%llu %s\n", (unsigned long long) status.st_ino, entry->d_name);
        if (copy_all) {
            int in = open(path, O_RDONLY | O_CLOEXEC);
            if (in < 0) {
                fail("cannot open", path);
            }
            keep_copy(in, status.st_ino, entry->d_name);
            close(in);
        }
    }
    closedir(folder);
    if (fclose(out) != 0) {
        fail("cannot write", temporary);
    }
    if (rename(temporary, target) != 0) {
        fail("cannot rename the listing to", target);
    }
}

/* After a successful sync of fd: the copy of the file, or the listing of the folder, when it is watched. */
static void synced(int fd) {
    char link[64];
    char path[PATH_MAX];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(link, path, sizeof path - 1);
    if (length < 0) {
        return;
    }
    path[length] = '\0';
    struct stat status;
    if (fstat(fd, &status) != 0) {
        return;
    }
    int saved_errno = errno;
    pthread_mutex_lock(&shadow_lock);
    if (S_ISDIR(status.st_mode)) {
        if (strcmp(path, watched) == 0) {
            keep_listing(0);
        }
    } else if (S_ISREG(status.st_mode)) {
        char *slash = strrchr(path, '/');
        if (slash != NULL && (size_t) (slash - path) == strlen(watched)
                && strncmp(path, watched, (size_t) (slash - path)) == 0) {
            /* A file deleted while open reads "<path> (deleted)": it has no name left to come back under. */
            int in = open(link, O_RDONLY | O_CLOEXEC);
            if (in >= 0) {
                keep_copy(in, status.st_ino, slash + 1);
                close(in);
            }
        }
    }
    pthread_mutex_unlock(&shadow_lock);
    errno = saved_errno;
}

int fsync(int fd) {
    int result = real_fsync(fd);
    if (result == 0 && enabled) {
        synced(fd);
    }
    return result;
}

int fdatasync(int fd) {
    int result = real_fdatasync(fd);
    if (result == 0 && enabled) {
        synced(fd);
    }
    return result;
}

__attribute__((constructor)) static void load(void) {
    real_fsync = (int (*)(int)) dlsym(RTLD_NEXT, "fsync");
    real_fdatasync = (int (*)(int)) dlsym(RTLD_NEXT, "fdatasync");
    const char *folder = getenv("ESCAQUE_DURABLE_FOLDER");
    const char *copies = getenv("ESCAQUE_DURABLE_SHADOW");
    if (folder == NULL || copies == NULL) {
        return;
    }
    if (realpath(folder, watched) == NULL) {
        fail("cannot resolve", folder);
    }
    if (realpath(copies, shadow) == NULL) {
        fail("cannot resolve", copies);
    }
    char data[PATH_MAX + 16];
    char listing[PATH_MAX + 16];
    snprintf(data, sizeof data, "%s/data", shadow);
    snprintf(listing, sizeof listing, "%s/listing", shadow);
    if (mkdir(data, 0755) != 0 && errno != EEXIST) {
        fail("cannot create", data);
    }
    if (access(listing, F_OK) != 0) {
        keep_listing(1);
    }
    enabled = 1;
}
