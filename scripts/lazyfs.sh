# scripts/lazyfs.sh: LazyFS for the torture's power-loss faults.  Sourced
# (after lib.sh and servers.sh), not run.
#
# LazyFS is a FUSE file system that keeps written data in its own cache
# until fsync and drops it on command (a power loss), or tears a write.  It
# is a test dependency only, not packaged by Debian: its source and a patch
# that makes its build offline are in the shared vendor folder next to a CI
# clone ($SFID_VENDOR_DIR, scripts/lib.sh), or wherever
# SFID_LAZYFS_SOURCE and SFID_LAZYFS_PATCH point.  It is built once into
# $SFID_CACHE/lazyfs-VERSION, marked by .complete like the servers.
#
# Mounting needs root (/dev/fuse), and the TAP run is the cluster user's:
# so each mount has a keeper here, a root loop that runs LazyFS in the
# foreground and mounts it again, on the same backing folder, when the run
# asks for it (a torn write makes LazyFS exit, like a machine that lost its
# power).  The run talks to the keeper through files in the mount's control
# folder:
#   faults.fifo      LazyFS's own command fifo (writable by the run)
#   lazyfs.log       LazyFS's log ("cache is cleared." ends a clear-cache)
#   ask/remount      made by the run once every server process is gone:
#                    the keeper unmounts what is left and mounts again
#   mounts           one line per mount made, so the run sees a new one
#   hung             one line per mount that stopped answering and was
#                    killed (the keeper's watchdog, below)
#   lazyfs.earlier.log  the logs of the mounts before the current one
# The folder is root's; only ask/ is the run's, and the keeper reads no
# file there: it only tests that remount exists and removes it.

SFID_LAZYFS_SOURCE=${SFID_LAZYFS_SOURCE:-$SFID_VENDOR_DIR/lazyfs-main-a47a5ba.tar.gz}
SFID_LAZYFS_PATCH=${SFID_LAZYFS_PATCH:-$SFID_VENDOR_DIR/lazyfs-offline-system-deps.patch}
SFID_LAZYFS_PACKAGES=(libfuse3-dev fuse3 libtoml11-dev libspdlog-dev cmake pkg-config g++)

# Build LazyFS once; sets SFID_LAZYFS_BIN.  Returns 1 after one line saying
# what is missing when the source is not there.
sfid_lazyfs_build() {
	local name prefix
	if [ ! -f "$SFID_LAZYFS_SOURCE" ] || [ ! -f "$SFID_LAZYFS_PATCH" ]; then
		echo "lazyfs: skipped: no $SFID_LAZYFS_SOURCE or its patch (SFID_VENDOR_DIR)"
		return 1
	fi
	name=$(basename "$SFID_LAZYFS_SOURCE" .tar.gz)
	prefix=$SFID_CACHE/$name
	SFID_LAZYFS_BIN=$prefix/lazyfs/build/lazyfs
	sfid_cache_once "$prefix/.complete" sfid_lazyfs_build_now "$name" "$prefix"
}

sfid_lazyfs_build_now() {
	local name=$1 prefix=$2 start
	sfid_apt_install "${SFID_LAZYFS_PACKAGES[@]}"
	sfid_say "building LazyFS ($name), once"
	start=$(date +%s)
	sfid_as_root rm -rf "$prefix"
	sfid_as_root mkdir -p "$prefix"
	sfid_as_root tar -C "$prefix" --strip-components=1 -xzf "$SFID_LAZYFS_SOURCE"
	# built in place: lazyfs finds libpcache.so in its build tree (RPATH)
	(
		cd "$prefix"
		sfid_as_root patch -s -p1 <"$SFID_LAZYFS_PATCH"
		for part in libs/libpcache lazyfs; do
			sfid_as_root cmake -S "$part" -B "$part/build" -DLAZYFS_BUILD_TESTS=OFF >"/tmp/sfid-lazyfs-cmake.log" 2>&1 &&
				sfid_as_root cmake --build "$part/build" -j2 >>"/tmp/sfid-lazyfs-cmake.log" 2>&1 ||
				{ tail -n 30 /tmp/sfid-lazyfs-cmake.log; exit 1; }
		done
	) || { echo "building LazyFS failed" >&2; return 2; }
	[ -x "$prefix/lazyfs/build/lazyfs" ] || { echo "building LazyFS made no $prefix/lazyfs/build/lazyfs" >&2; return 2; }
	echo "built in $(($(date +%s) - start)) s" | sfid_as_root tee "$prefix/.complete"
}

# Keep LazyFS mounted on MNT (its files in BACKING, owned by OWNER) with a
# cache of CACHE (e.g. 128MB), controlled through CTL (see above), until
# CTL/stop exists.  Runs in the background; prints nothing.  The cache
# evicts the least recently used pages, writing dirty ones to the backing
# folder as an operating system's page cache would: without eviction, data
# beyond a full cache would go straight to disk, and a long run would lose
# nothing at a power loss.  LazyFS allocates the whole cache at each mount,
# about 6 s per 100 MB here.
sfid_lazyfs_keep() {
	local mnt=$1 backing=$2 ctl=$3 cache=$4 owner=$5 end
	mkdir -p "$mnt" "$backing" "$ctl/ask"
	chown "$owner" "$backing" "$ctl/ask"
	chown root: "$ctl"
	chmod 755 "$mnt" "$ctl"
	cat >"$ctl/config.toml" <<EOF
[faults]
fifo_path="$ctl/faults.fifo"
[cache]
apply_eviction=true
[cache.simple]
custom_size="$cache"
blocks_per_page=1
[filesystem]
log_all_operations=false
logfile="$ctl/lazyfs.log"
EOF
	# made here so that the cluster user can write and read them
	mkfifo -m 666 "$ctl/faults.fifo"
	touch "$ctl/lazyfs.log" "$ctl/mounts" "$ctl/hung"
	chmod 644 "$ctl/lazyfs.log" "$ctl/mounts" "$ctl/hung"
	(
		while [ ! -e "$ctl/stop" ]; do
			# LazyFS starts its log afresh: keep the earlier mounts' logs
			cat "$ctl/lazyfs.log" >>"$ctl/lazyfs.earlier.log" 2>/dev/null || true
			"$SFID_LAZYFS_BIN" "$mnt" --config-path "$ctl/config.toml" -o allow_other \
				-o modules=subdir -o subdir="$backing" -f >>"$ctl/lazyfs.out" 2>&1 &
			echo "$!" >"$ctl/pid"
			# mounted once the mount point is a FUSE mount (bounded)
			end=$((SECONDS + 90))
			until grep -q " $mnt fuse" /proc/mounts || [ $SECONDS -ge $end ]; do sleep 0.1; done
			date +%s >>"$ctl/mounts"
			# until the run asks for a new mount (after a torn write) or stops;
			# meanwhile a stat every 5 s: LazyFS can deadlock in its cache's
			# locks (every thread waiting, every process on the mount stuck
			# in the kernel, the run's own reads too).  One that leaves a
			# stat unanswered for 60 s is killed, as a power loss would stop
			# it, and said in CTL/hung; the run mounts again as after a
			# torn write
			probe=$((SECONDS + 5))
			while [ ! -e "$ctl/ask/remount" ] && [ ! -e "$ctl/stop" ]; do
				sleep 0.1
				[ $SECONDS -ge $probe ] || continue
				probe=$((SECONDS + 5))
				kill -0 "$(cat "$ctl/pid")" 2>/dev/null || continue
				timeout -k 5 60 stat "$mnt" >/dev/null 2>&1
				if [ $? -ge 124 ] && [ ! -e "$ctl/ask/remount" ] && [ ! -e "$ctl/stop" ]; then
					date +%s >>"$ctl/hung"
					kill -9 "$(cat "$ctl/pid")" 2>/dev/null || true
				fi
			done
			kill "$(cat "$ctl/pid")" 2>/dev/null || true
			fusermount3 -u -z "$mnt" 2>/dev/null || umount -l "$mnt" 2>/dev/null || true
			wait "$(cat "$ctl/pid")" 2>/dev/null || true
			rm -f "$ctl/ask/remount"
		done
	) </dev/null >/dev/null 2>&1 &
	echo "$!" >"$ctl/keeper.pid"
	end=$((SECONDS + 90))
	until [ -s "$ctl/mounts" ] || [ $SECONDS -ge $end ]; do sleep 0.1; done
	grep -q " $mnt fuse" /proc/mounts
}

# Stop the keeper of CTL and wait until its mount is gone (bounded).
sfid_lazyfs_stop() {
	local ctl=$1 mnt=$2 end
	touch "$ctl/stop"
	end=$((SECONDS + 30))
	while kill -0 "$(cat "$ctl/keeper.pid" 2>/dev/null)" 2>/dev/null && [ $SECONDS -lt $end ]; do sleep 0.2; done
	if grep -q " $mnt fuse" /proc/mounts; then
		kill "$(cat "$ctl/pid" 2>/dev/null)" 2>/dev/null || true
		fusermount3 -u -z "$mnt" 2>/dev/null || umount -l "$mnt" 2>/dev/null || true
	fi
	! grep -q " $mnt fuse" /proc/mounts
}
