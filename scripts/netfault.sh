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
# control folder:
#   request   "SEQ VERB [PORT [N]]", written whole (the run renames it in)
#   done      "SEQ ok" or "SEQ failed: WHY", once the request was applied
# The verbs, and nothing else, are taken:
#   cut PORT          every packet to or from PORT dropped
#   lossy PORT PCT    PCT % of them dropped, at random
#   slow PORT N       N of them a second let through, the rest dropped (a
#                     policed link: TCP backs off; this kernel has no netem)
#   heal              every rule of the keeper gone
# Each keeper has a chain of its own, entered from INPUT on lo and removed
# when it stops, so that runs side by side do not heal each other's cuts.

SFID_NETFAULT_PACKAGES=(iptables)

# True when this machine can filter packets (root, and a kernel with
# nf_tables); else one line that says why.
sfid_netfault_usable() {
	sfid_apt_install "${SFID_NETFAULT_PACKAGES[@]}" >/dev/null
	if ! sfid_as_root iptables -w -L INPUT -n >/dev/null 2>&1; then
		echo "netfault: iptables does not work here (no root or no nf_tables)"
		return 1
	fi
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

# Keep answering CTL's requests until CTL/stop exists; in the background.
sfid_netfault_keep() {
	local ctl=$1 chain
	chain=SFID_$(basename "$ctl" | tr -dc 'A-Za-z0-9' | tail -c 8)
	echo "$chain" >"$ctl/chain"
	chown postgres "$ctl"
	iptables -w -N "$chain" || return 1
	iptables -w -I INPUT -i lo -j "$chain" || return 1
	(
		local line seq verb port n last=
		while [ ! -e "$ctl/stop" ]; do
			if [ -f "$ctl/request" ] && read -r seq verb port n <"$ctl/request" && [ "$seq" != "$last" ]; then
				last=$seq
				if [[ $seq =~ ^[0-9]+$ && $verb =~ ^(cut|lossy|slow|heal)$ && ${port:-0} =~ ^[0-9]+$ && ${n:-0} =~ ^[0-9]+$ ]] &&
					line=$(sfid_netfault_apply "$chain" "$verb" "$port" "$n" 2>&1); then
					echo "$seq ok" >"$ctl/done.tmp"
				else
					echo "$seq failed: $verb $port $n: ${line:-not a request}" | tr '\n' ' ' >"$ctl/done.tmp"
				fi
				chmod 644 "$ctl/done.tmp"
				mv "$ctl/done.tmp" "$ctl/done"
			fi
			sleep 0.05
		done
	) </dev/null >/dev/null 2>&1 &
	echo "$!" >"$ctl/keeper.pid"
}

# Stop CTL's keeper and remove its rules and chain (bounded).
sfid_netfault_stop() {
	local ctl=$1 chain end
	chain=$(cat "$ctl/chain" 2>/dev/null) || return 0
	touch "$ctl/stop"
	end=$((SECONDS + 10))
	while kill -0 "$(cat "$ctl/keeper.pid" 2>/dev/null)" 2>/dev/null && [ $SECONDS -lt $end ]; do sleep 0.1; done
	iptables -w -D INPUT -i lo -j "$chain" 2>/dev/null
	iptables -w -F "$chain" 2>/dev/null
	iptables -w -X "$chain" 2>/dev/null
	! iptables -w -L "$chain" -n >/dev/null 2>&1
}
