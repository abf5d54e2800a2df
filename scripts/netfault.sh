# scripts/netfault.sh: network faults for the torture's partitions.
# Sourced (after lib.sh), not run.
#
# The torture's servers stream to each other over TCP on the loopback
# (each listens on 127.0.0.1 at its own port) while the clients reach them
# through Unix sockets.  So a packet filter on a server's port cuts the
# replication link, and only it: both servers keep running and clients
# keep reaching both, as in Jepsen's partitions, which are iptables DROP
# rules too.  (Network namespaces would need the servers started as root,
# and PostgreSQL::Test::Cluster starts them as the cluster user.)
#
# Packet filters need root, and the TAP run is the cluster user's: so a
# keeper, a root loop here, applies them when the run asks through its
# control folder, which is root's but for ask/:
#   ask/request  "SEQ VERB [PORT [N]]", written whole (the run renames it
#                in); the keeper reads its first 100 bytes, with a time
#                limit, and takes nothing that is not a request below
#   done         "SEQ ok" or "SEQ failed", once the request was applied
#   chain        the keeper's chain
# The verbs, and nothing else, are taken:
#   cut PORT          every packet to or from PORT dropped
#   lossy PORT PCT    PCT % of them dropped, at random
#   slow PORT N       N of them a second let through, the rest dropped (a
#                     policed link: TCP backs off; this kernel has no netem)
#   heal              every rule of the keeper gone
# Each keeper has a chain of its own, entered from INPUT on lo and removed
# when it stops, so that runs side by side do not heal each other's cuts.

SFID_NETFAULT_PACKAGES=(iptables)

# True when this machine can filter packets as the faults do (root, a
# kernel with nf_tables and the statistic and limit matches); else one
# line that says why.
sfid_netfault_usable() {
	local probe=SFID_PROBE_$$ ok=1
	sfid_apt_install "${SFID_NETFAULT_PACKAGES[@]}" >/dev/null
	{ iptables -w -N "$probe" &&
		iptables -w -A "$probe" -p tcp --dport 1 -m statistic --mode random --probability 0.5 -j DROP &&
		iptables -w -A "$probe" -p tcp --dport 1 -m limit --limit 1/second --limit-burst 1 -j RETURN; } >/dev/null 2>&1 || ok=0
	{ iptables -w -F "$probe" && iptables -w -X "$probe"; } >/dev/null 2>&1
	[ "$ok" -eq 1 ] && return 0
	echo "netfault: iptables cannot filter packets here (not root, no nf_tables, or no statistic or limit match)"
	return 1
}

# CHAIN VERB [PORT [N]]: apply one request (see above).
sfid_netfault_apply() {
	local c=$1 verb=$2 port=${3:-} n=${4:-} dir p
	case $verb in
	cut)
		for dir in --dport --sport; do
			iptables -w -A "$c" -p tcp "$dir" "$port" -j DROP || return 1
		done
		;;
	lossy)
		p=$(awk -v n="$n" 'BEGIN { printf "%.3f", n / 100 }')
		for dir in --dport --sport; do
			iptables -w -A "$c" -p tcp "$dir" "$port" -m statistic --mode random --probability "$p" -j DROP || return 1
		done
		;;
	slow)
		for dir in --dport --sport; do
			iptables -w -A "$c" -p tcp "$dir" "$port" -m limit --limit "$n/second" --limit-burst "$n" -j RETURN &&
				iptables -w -A "$c" -p tcp "$dir" "$port" -j DROP || return 1
		done
		;;
	heal)
		iptables -w -F "$c"
		;;
	*) return 1 ;;
	esac
}

# Keep answering CTL's requests, which the user OWNER (a name or a uid)
# makes, until CTL/stop exists or CTL is gone; in the background.
sfid_netfault_keep() {
	local ctl=$1 owner=$2 chain
	chain=SFID_$(basename "$ctl" | tr -dc 'A-Za-z0-9' | tail -c 8)
	mkdir -p "$ctl/ask"
	chown root: "$ctl"
	chmod 755 "$ctl"
	chown "$owner" "$ctl/ask"
	echo "$chain" >"$ctl/chain"
	iptables -w -N "$chain" || return 1
	iptables -w -I INPUT -i lo -j "$chain" || return 1
	(
		local req seq verb port n last=
		while [ -d "$ctl" ] && [ ! -e "$ctl/stop" ]; do
			# head is bounded: the run could leave a fifo there
			req=$(timeout 2 head -c 100 "$ctl/ask/request" 2>/dev/null | head -n 1) || req=
			read -r seq verb port n <<<"$req"
			if [[ ${seq:-} =~ ^[0-9]+$ && $seq != "$last" ]]; then
				last=$seq
				if [[ ${verb:-} =~ ^(cut|lossy|slow|heal)$ && ${port:-0} =~ ^[0-9]{1,5}$ && ${n:-0} =~ ^[0-9]{1,4}$ ]] &&
					sfid_netfault_apply "$chain" "$verb" "$port" "$n" >/dev/null 2>&1; then
					echo "$seq ok" >"$ctl/done.tmp"
				else
					echo "$seq failed" >"$ctl/done.tmp"
				fi
				mv "$ctl/done.tmp" "$ctl/done"
			fi
			sleep 0.05
		done
	) </dev/null >/dev/null 2>&1 &
	echo "$!" >"$ctl/keeper.pid"
}

# Stop CTL's keeper and remove its rules and chain (bounded).
sfid_netfault_stop() {
	local ctl=$1 chain pid end
	chain=$(cat "$ctl/chain" 2>/dev/null) || return 0
	pid=$(cat "$ctl/keeper.pid" 2>/dev/null)
	touch "$ctl/stop"
	end=$((SECONDS + 10))
	while [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && [ $SECONDS -lt $end ]; do sleep 0.1; done
	[ -z "$pid" ] || kill "$pid" 2>/dev/null || true
	iptables -w -D INPUT -i lo -j "$chain" 2>/dev/null
	iptables -w -F "$chain" 2>/dev/null
	iptables -w -X "$chain" 2>/dev/null
	! iptables -w -L "$chain" -n >/dev/null 2>&1
}
