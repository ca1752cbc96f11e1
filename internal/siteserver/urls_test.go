package siteserver_test

import (
	"net"
	"slices"
	"testing"

	"flip/internal/siteserver"
)

func TestURLs(t *testing.T) {
	ifaces := []net.Addr{
		&net.IPNet{IP: net.ParseIP("127.0.0.1"), Mask: net.CIDRMask(8, 32)},
		&net.IPNet{IP: net.ParseIP("192.168.1.20"), Mask: net.CIDRMask(24, 32)},
		&net.IPNet{IP: net.ParseIP("::1"), Mask: net.CIDRMask(128, 128)},
		&net.IPNet{IP: net.ParseIP("fe80::1"), Mask: net.CIDRMask(64, 128)},
		&net.IPNet{IP: net.ParseIP("2001:db8::5"), Mask: net.CIDRMask(64, 128)},
	}
	tests := []struct {
		addr   string
		urls   []string
		public bool
	}{
		{"127.0.0.1:8080", []string{"http://127.0.0.1:8080/"}, false},
		{"[::1]:8080", []string{"http://[::1]:8080/"}, false},
		{"0.0.0.0:8080", []string{"http://127.0.0.1:8080/", "http://192.168.1.20:8080/"}, true},
		{"[::]:8080", []string{"http://127.0.0.1:8080/", "http://192.168.1.20:8080/", "http://[2001:db8::5]:8080/"}, true},
		{"192.168.1.20:9000", []string{"http://192.168.1.20:9000/"}, true},
	}
	for _, tt := range tests {
		addr, err := net.ResolveTCPAddr("tcp", tt.addr)
		if err != nil {
			t.Fatal(err)
		}
		urls, public := siteserver.URLs(addr, ifaces)
		if !slices.Equal(urls, tt.urls) || public != tt.public {
			t.Errorf("URLs(%s) = %q, %v; want %q, %v", tt.addr, urls, public, tt.urls, tt.public)
		}
	}
}
