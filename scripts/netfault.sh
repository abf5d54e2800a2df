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
# Filters and queueing disciplines need root, and the TAP run is the
# cluster user's: so a keeper, a root loop here, applies them when the run
# asks through its control folder:
#   request   "SEQ VERB [PORT [N]]", written whole (the run renames it in)
#   done      "SEQ ok" or "SEQ failed: WHY", once the request was applied
# The verbs, and nothing else, are taken:
#   cut PORT          every packet to or from PORT dropped
#   lossy PORT PCT    PCT % of them dropped, at random
#   slow PORT KBIT    their rate held to KBIT kbit/s (a queue, so a delay:
#                     this kernel has no netem)
#   heal              every filter and queue gone
# Everything lives in a chain of its own, SFID_TORTURE, and one queueing
# discipline on lo, removed when the keeper stops.

SFID_NETFAULT_PACKAGES=(iptables iproute2)
SFID_NETFAULT_CHAIN=SFID_TORTURE

# True when this machine can filter packets (root, and a kernel with
# nf_tables); else one line that says why.
sfid_netfault_usable() {
	sfid_apt_install "${SFID_NETFAULT_PACKAGES[@]}" >/dev/null
	if ! sfid_as_root iptables -w -L INPUT -n >/dev/null 2>&1; then
		echo "netfault: iptables does not work here (no root or no nf_tables)"
		return 1
	fi
}

sfid_netfault_apply() {
	local verb=$1 port=${2:-} n=${3:-} c=$SFID_NETFAULT_CHAIN
	case $verb in
	cut)
		iptables -w -A "$c" -p tcp --dport "$port" -j DROP &&
			iptables -w -A "$c" -p tcp --sport "$port" -j DROP
		;;
	lossy)
		local p
		p=$(awk -v n="$n" 'BEGIN { printf "%.3f", n / 100 }')
		iptables -w -A "$c" -p tcp --dport "$port" -m statistic --mode random --probability "$p" -j DROP &&
			iptables -w -A "$c" -p tcp --sport "$port" -m statistic --mode random --probability "$p" -j DROP
		;;
	slow)
		tc qdisc del dev lo root 2>/dev/null
		tc qdisc add dev lo root handle 1: htb default 10 r2q 1000 &&
			tc class add dev lo parent 1: classid 1:10 htb rate 10gbit &&
			tc class add dev lo parent 1: classid 1:20 htb rate "${n}kbit" burst 2k &&
			tc filter add dev lo parent 1: protocol ip prio 1 u32 match ip dport "$port" 0xffff flowid 1:20 &&
			tc filter add dev lo parent 1: protocol ip prio 1 u32 match ip sport "$port" 0xffff flowid 1:20
		;;
	heal)
		iptables -w -F "$c" && { tc qdisc del dev lo root 2>/dev/null || true; }
		;;
	*) return 1 ;;
	esac
}

# Keep answering CTL's requests until CTL/stop exists; in the background.
sfid_netfault_keep() {
	local ctl=$1
	mkdir -p "$ctl"
	chown postgres "$ctl"
	iptables -w -N "$SFID_NETFAULT_CHAIN" 2>/dev/null || iptables -w -F "$SFID_NETFAULT_CHAIN"
	iptables -w -C INPUT -i lo -j "$SFID_NETFAULT_CHAIN" 2>/dev/null ||
		iptables -w -I INPUT -i lo -j "$SFID_NETFAULT_CHAIN"
	(
		local line seq verb port n last=
		while [ ! -e "$ctl/stop" ]; do
			if [ -f "$ctl/request" ] && read -r seq verb port n <"$ctl/request" && [ "$seq" != "$last" ]; then
				last=$seq
				if [[ $seq =~ ^[0-9]+$ && $verb =~ ^(cut|lossy|slow|heal)$ && ${port:-0} =~ ^[0-9]+$ && ${n:-0} =~ ^[0-9]+$ ]] &&
					line=$(sfid_netfault_apply "$verb" "$port" "$n" 2>&1); then
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

# Stop CTL's keeper and remove every filter and queue (bounded).
sfid_netfault_stop() {
	local ctl=$1 end
	touch "$ctl/stop"
	end=$((SECONDS + 10))
	while kill -0 "$(cat "$ctl/keeper.pid" 2>/dev/null)" 2>/dev/null && [ $SECONDS -lt $end ]; do sleep 0.1; done
	sfid_netfault_apply heal
	iptables -w -D INPUT -i lo -j "$SFID_NETFAULT_CHAIN" 2>/dev/null
	iptables -w -X "$SFID_NETFAULT_CHAIN" 2>/dev/null
	! iptables -w -L "$SFID_NETFAULT_CHAIN" -n >/dev/null 2>&1
}
