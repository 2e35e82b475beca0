/*
 * Lantern's AppImage runtime (type 2 layout: this ELF, then a squashfs image).
 *
 * Written for Lantern because the usual runtime is only published as a
 * download from GitHub, which the build machines cannot reach. It needs no
 * FUSE: it extracts the image once into a per-user cache folder keyed by the
 * image's size and modification time, then runs AppRun from there. Options:
 *   --appimage-extract-and-run ARGS  (also the default) extract, then run AppRun
 *   --appimage-extract              extract into ./squashfs-root
 *   --appimage-offset               print where the squashfs image starts
 *   --appimage-version              print this runtime's version
 * Environment for AppRun, as in the AppImage spec: APPIMAGE, APPDIR, ARGV0,
 * OWD. Links statically against Debian's libsquashfuse and its decompressors.
 */
#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <squashfuse/squashfuse.h>

#define RUNTIME_VERSION "lantern-runtime 1"

static long image_offset(const char *self) {
    Elf64_Ehdr header;
    FILE *file = fopen(self, "rb");
    if (!file) return -1;
    size_t got = fread(&header, 1, sizeof header, file);
    fclose(file);
    if (got != sizeof header || memcmp(header.e_ident, ELFMAG, SELFMAG) != 0) return -1;
    /* The section header table is the last thing the linker writes. */
    return (long)(header.e_shoff + (Elf64_Off)header.e_shentsize * header.e_shnum);
}

static int make_parents(char *path) {
    for (char *p = path + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        if (mkdir(path, 0755) != 0 && errno != EEXIST) { *p = '/'; return -1; }
        *p = '/';
    }
    return 0;
}

static int write_file(sqfs *fs, sqfs_inode *inode, const char *dest, mode_t mode) {
    int out = open(dest, O_WRONLY | O_CREAT | O_TRUNC, mode & 07777);
    if (out < 0) return -1;
    static char buffer[1 << 20];
    sqfs_off_t size = (sqfs_off_t)inode->xtra.reg.file_size, done = 0;
    while (done < size) {
        sqfs_off_t chunk = size - done < (sqfs_off_t)sizeof buffer ? size - done
                                                                    : (sqfs_off_t)sizeof buffer;
        if (sqfs_read_range(fs, inode, done, &chunk, buffer) != SQFS_OK ||
            write(out, buffer, (size_t)chunk) != chunk) { close(out); return -1; }
        done += chunk;
    }
    return close(out);
}

static int extract_entry(sqfs *fs, sqfs_traverse *trv, const char *root) {
    char dest[PATH_MAX];
    snprintf(dest, sizeof dest, "%s/%s", root, trv->path);
    if (make_parents(dest) != 0) return -1;
    sqfs_inode inode;
    if (sqfs_inode_get(fs, &inode, trv->entry.inode) != SQFS_OK) return -1;
    mode_t mode = inode.base.mode;
    switch (inode.base.inode_type) {
    case SQUASHFS_DIR_TYPE: case SQUASHFS_LDIR_TYPE:
        return (mkdir(dest, mode & 07777) == 0 || errno == EEXIST) ? 0 : -1;
    case SQUASHFS_REG_TYPE: case SQUASHFS_LREG_TYPE:
        return write_file(fs, &inode, dest, mode);
    case SQUASHFS_SYMLINK_TYPE: case SQUASHFS_LSYMLINK_TYPE: {
        char target[PATH_MAX];
        size_t size = sizeof target;
        if (sqfs_readlink(fs, &inode, target, &size) != SQFS_OK) return -1;
        unlink(dest);
        return symlink(target, dest);
    }
    default:
        return 0; /* devices, fifos, sockets: nothing an app bundle needs */
    }
}

static int extract(const char *self, long offset, const char *root) {
    sqfs fs;
    if (sqfs_open_image(&fs, self, (size_t)offset) != SQFS_OK) {
        fprintf(stderr, "%s: the AppImage's image is damaged or unreadable\n", self);
        return -1;
    }
    if (mkdir(root, 0755) != 0 && errno != EEXIST) { perror(root); return -1; }
    sqfs_traverse trv;
    sqfs_err err = sqfs_traverse_open(&trv, &fs, sqfs_inode_root(&fs));
    int status = err == SQFS_OK ? 0 : -1;
    while (status == 0 && sqfs_traverse_next(&trv, &err)) {
        if (!trv.dir_end && extract_entry(&fs, &trv, root) != 0) {
            fprintf(stderr, "cannot extract %s: %s\n", trv.path, strerror(errno));
            status = -1;
        }
    }
    if (err != SQFS_OK) status = -1;
    sqfs_traverse_close(&trv);
    sqfs_destroy(&fs);
    return status;
}

static int cache_folder(const char *self, char *out, size_t size) {
    struct stat info;
    if (stat(self, &info) != 0) return -1;
    const char *base = getenv("XDG_CACHE_HOME");
    char fallback[PATH_MAX];
    if (!base || !*base) {
        const char *home = getenv("HOME");
        snprintf(fallback, sizeof fallback, "%s/.cache", home && *home ? home : "/tmp");
        base = fallback;
    }
    snprintf(out, size, "%s/lantern-appimage/%lld-%lld", base, (long long)info.st_size,
             (long long)info.st_mtime);
    return 0;
}

static int extract_once(const char *self, long offset, char *root, size_t size) {
    if (cache_folder(self, root, size) != 0) return -1;
    char done_marker[PATH_MAX], partial[PATH_MAX + 16];
    snprintf(done_marker, sizeof done_marker, "%s/.extracted", root);
    if (access(done_marker, F_OK) == 0) return 0;
    /* Extract beside, then rename: an interrupted run never looks complete. */
    snprintf(partial, sizeof partial, "%s.partial-%d", root, (int)getpid());
    if (make_parents(partial) != 0 || extract(self, offset, partial) != 0) return -1;
    char marker[PATH_MAX + 32];
    snprintf(marker, sizeof marker, "%s/.extracted", partial);
    int fd = open(marker, O_WRONLY | O_CREAT, 0644);
    if (fd >= 0) close(fd);
    if (rename(partial, root) != 0 && access(done_marker, F_OK) != 0) {
        perror(root);
        return -1;
    }
    return 0;
}

static int run_app(const char *self, const char *root, int argc, char **argv, int first) {
    char apprun[PATH_MAX], cwd[PATH_MAX];
    snprintf(apprun, sizeof apprun, "%s/AppRun", root);
    setenv("APPIMAGE", self, 1);
    setenv("APPDIR", root, 1);
    setenv("ARGV0", argv[0], 1);
    if (getcwd(cwd, sizeof cwd)) setenv("OWD", cwd, 1);
    char **args = calloc((size_t)(argc - first + 2), sizeof *args);
    if (!args) return 1;
    args[0] = apprun;
    for (int i = first; i < argc; i++) args[i - first + 1] = argv[i];
    execv(apprun, args);
    perror(apprun);
    return 127;
}

int main(int argc, char **argv) {
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n < 0) { perror("/proc/self/exe"); return 1; }
    self[n] = '\0';
    long offset = image_offset(self);
    if (offset <= 0) { fprintf(stderr, "%s: not a valid AppImage\n", self); return 1; }
    const char *option = argc > 1 ? argv[1] : "";
    if (strcmp(option, "--appimage-offset") == 0) { printf("%ld\n", offset); return 0; }
    if (strcmp(option, "--appimage-version") == 0) { puts(RUNTIME_VERSION); return 0; }
    if (strcmp(option, "--appimage-extract") == 0)
        return extract(self, offset, "squashfs-root") == 0 ? 0 : 1;
    int first = strcmp(option, "--appimage-extract-and-run") == 0 ? 2 : 1;
    char root[PATH_MAX];
    if (extract_once(self, offset, root, sizeof root) != 0) return 1;
    return run_app(self, root, argc, argv, first);
}
