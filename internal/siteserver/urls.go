package siteserver

import (
	"net"
	"net/netip"
	"strconv"
)

// URLs returns the addresses at which a browser can reach a site served
// on addr, and whether they include any from another machine. On a
// loopback address it is that one address. On an unspecified address
// (0.0.0.0, or [::], every interface) it is the loopback address first,
// then each of the interface addresses in ifaces (from
// net.InterfaceAddrs) that another machine could use: loopback and
// link-local ones are left out. On any other address it is that address.
// IPv6 addresses are bracketed, as URLs want.
func URLs(addr net.Addr, ifaces []net.Addr) (urls []string, public bool) {
	ap, err := netip.ParseAddrPort(addr.String())
	if err != nil {
		return []string{"http://" + addr.String() + "/"}, false
	}
	port := strconv.Itoa(int(ap.Port()))
	url := func(ip netip.Addr) string {
		return "http://" + net.JoinHostPort(ip.Unmap().WithZone("").String(), port) + "/"
	}
	ip := ap.Addr().Unmap()
	switch {
	case ip.IsLoopback():
		return []string{url(ip)}, false
	case !ip.IsUnspecified():
		return []string{url(ip)}, true
	}
	// [::] takes IPv4 connections too on a dual-stack system, and every
	// browser knows 127.0.0.1.
	urls = []string{url(netip.MustParseAddr("127.0.0.1"))}
	for _, a := range ifaces {
		prefix, err := netip.ParsePrefix(a.String())
		if err != nil {
			continue
		}
		other := prefix.Addr().Unmap()
		if other.IsLoopback() || other.IsLinkLocalUnicast() || other.IsUnspecified() || ip.Is4() && !other.Is4() {
			continue
		}
		urls = append(urls, url(other))
	}
	return urls, true
}
