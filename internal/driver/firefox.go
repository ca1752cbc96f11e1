package driver

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"
)

// findFirefox returns Firefox's program: $FLIP_FIREFOX, or firefox-esr or
// firefox on the PATH.
func findFirefox() (string, error) {
	if p := os.Getenv("FLIP_FIREFOX"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("FLIP_FIREFOX: %w", err)
		}
		return p, nil
	}
	for _, name := range []string{"firefox-esr", "firefox"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no Firefox: install Debian's firefox-esr (apt-get install -y firefox-esr), or set FLIP_FIREFOX to a Firefox")
}

// firefoxPrefs go into the profile's user.js: nothing reaches out to the
// network on its own (updates, telemetry, studies, Safe Browsing, remote
// settings, captive portal and connectivity checks, prefetching), and no
// first-run, default-browser or session-restore page gets in the way.
// With the remote agent on, remote.prefs.recommended adds Firefox's own
// list of such preferences for automation.
var firefoxPrefs = map[string]any{
	"remote.prefs.recommended":                                   true,
	"app.update.disabledForTesting":                              true,
	"app.update.enabled":                                         false,
	"app.update.auto":                                            false,
	"app.update.checkInstallTime":                                false,
	"app.normandy.enabled":                                       false,
	"app.normandy.api_url":                                       "",
	"app.shield.optoutstudies.enabled":                           false,
	"browser.shell.checkDefaultBrowser":                          false,
	"browser.startup.homepage_override.mstone":                   "ignore",
	"browser.startup.page":                                       0,
	"browser.startup.homepage":                                   "about:blank",
	"browser.newtabpage.enabled":                                 false,
	"browser.aboutwelcome.enabled":                               false,
	"browser.sessionstore.resume_from_crash":                     false,
	"browser.tabs.warnOnClose":                                   false,
	"browser.warnOnQuit":                                         false,
	"browser.translations.enable":                                false,
	"browser.safebrowsing.malware.enabled":                       false,
	"browser.safebrowsing.phishing.enabled":                      false,
	"browser.safebrowsing.blockedURIs.enabled":                   false,
	"browser.safebrowsing.downloads.enabled":                     false,
	"browser.safebrowsing.downloads.remote.enabled":              false,
	"browser.safebrowsing.update.enabled":                        false,
	"browser.safebrowsing.provider.google.updateURL":             "",
	"browser.safebrowsing.provider.google4.updateURL":            "",
	"browser.safebrowsing.provider.mozilla.updateURL":            "",
	"browser.search.update":                                      false,
	"browser.region.update.enabled":                              false,
	"browser.region.network.url":                                 "",
	"browser.topsites.contile.enabled":                           false,
	"browser.ping-centre.telemetry":                              false,
	"browser.discovery.enabled":                                  false,
	"extensions.pocket.enabled":                                  false,
	"extensions.update.enabled":                                  false,
	"extensions.getAddons.cache.enabled":                         false,
	"extensions.systemAddon.update.enabled":                      false,
	"extensions.blocklist.enabled":                               false,
	"datareporting.policy.dataSubmissionEnabled":                 false,
	"datareporting.healthreport.uploadEnabled":                   false,
	"toolkit.telemetry.enabled":                                  false,
	"toolkit.telemetry.unified":                                  false,
	"toolkit.telemetry.archive.enabled":                          false,
	"toolkit.telemetry.server":                                   "",
	"toolkit.telemetry.reportingpolicy.firstRun":                 false,
	"services.settings.server":                                   "data:,#remote-settings-dummy/v1",
	"messaging-system.rsexperimentloader.enabled":                false,
	"identity.fxaccounts.enabled":                                false,
	"network.captive-portal-service.enabled":                     false,
	"network.connectivity-service.enabled":                       false,
	"network.dns.disablePrefetch":                                true,
	"network.prefetch-next":                                      false,
	"network.http.speculative-parallel-limit":                    0,
	"network.trr.mode":                                           5,
	"media.gmp-manager.updateEnabled":                            false,
	"media.gmp-manager.url":                                      "",
	"geo.provider.network.url":                                   "",
	"security.OCSP.enabled":                                      0,
	"security.remote_settings.crlite_filters.enabled":            false,
	"security.remote_settings.intermediates.enabled":             false,
	"dom.disable_open_during_load":                               false,
	"toolkit.startup.max_resumed_crashes":                        -1,
	"browser.tabs.remote.warmup.enabled":                         false,
	"browser.newtabpage.activity-stream.feeds.system.topstories": false,
}

// userJS returns the text of a user.js that sets prefs.
func userJS(prefs map[string]any) (string, error) {
	var b strings.Builder
	for name, v := range prefs {
		j, err := json.Marshal(v)
		if err != nil {
			return "", fmt.Errorf("pref %s: %w", name, err)
		}
		fmt.Fprintf(&b, "user_pref(%q, %s);\n", name, j)
	}
	return b.String(), nil
}

// bidiListening is the line Firefox writes to stderr once its WebDriver
// BiDi server takes connections.
var bidiListening = regexp.MustCompile(`WebDriver BiDi listening on (ws://\S+)`)

// firefox is a Firefox driven through WebDriver BiDi.
type firefox struct {
	cmd     *exec.Cmd
	exited  chan struct{} // closed when the process has exited
	profile string
	conn    *bidiConn
	version string
	stderr  *tailWriter

	mu    sync.Mutex
	pages map[string]*firefoxPage // by browsing context id

	closeOnce sync.Once
}

// startFirefox starts the Firefox at path on the X display of Display,
// with a new profile, and opens a WebDriver BiDi session with it.
//
// It runs with a window, the way people run it, and draws WebGL 2 there
// with Mesa's llvmpipe. (MOZ_HEADLESS=1 in the environment runs it
// headless, which draws WebGL 2 with llvmpipe too.)
func startFirefox(ctx context.Context, path string, o StartOptions) (Browser, error) {
	display, err := Display(ctx)
	if err != nil {
		return nil, fmt.Errorf("firefox: %w", err)
	}
	profile, err := os.MkdirTemp("", "flip-firefox-profile-")
	if err != nil {
		return nil, fmt.Errorf("firefox: making a profile: %w", err)
	}
	prefs, err := userJS(firefoxPrefs)
	if err == nil {
		err = os.WriteFile(filepath.Join(profile, "user.js"), []byte(prefs), 0o644)
	}
	if err != nil {
		os.RemoveAll(profile)
		return nil, fmt.Errorf("firefox: writing the profile's user.js: %w", err)
	}
	w, h, _ := viewport(o.Width, o.Height, 1)
	cmd := exec.Command(path, "-profile", profile, "-no-remote", "-new-instance",
		"--remote-debugging-port=0", "-width", fmt.Sprint(w), "-height", fmt.Sprint(h), "about:blank")
	cmd.Env = append(os.Environ(),
		"DISPLAY="+display,
		"MOZ_ENABLE_WAYLAND=0",
		"MOZ_CRASHREPORTER_DISABLE=1",
		"MOZ_CRASHREPORTER_SHUTDOWN=1",
	)
	cmd.SysProcAttr = procAttr()
	r, wr, err := os.Pipe()
	if err != nil {
		os.RemoveAll(profile)
		return nil, fmt.Errorf("firefox: %w", err)
	}
	cmd.Stdout, cmd.Stderr = wr, wr
	if err := cmd.Start(); err != nil {
		r.Close()
		wr.Close()
		os.RemoveAll(profile)
		return nil, fmt.Errorf("firefox: starting %s: %w", path, err)
	}
	wr.Close()
	f := &firefox{
		cmd:     cmd,
		exited:  make(chan struct{}),
		profile: profile,
		stderr:  &tailWriter{keep: 40},
		pages:   make(map[string]*firefoxPage),
	}
	go func() {
		cmd.Wait()
		close(f.exited)
	}()
	// Read its output to the end (its content processes share it), and
	// pass on where the BiDi server listens.
	listening := make(chan string, 1)
	go func() {
		defer r.Close()
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			f.stderr.add(line)
			if m := bidiListening.FindStringSubmatch(line); m != nil {
				select {
				case listening <- m[1]:
				default:
				}
			}
		}
	}()
	fail := func(err error) (Browser, error) {
		f.kill()
		return nil, fmt.Errorf("starting Firefox (%s): %w%s", path, err, f.stderr.describe())
	}
	var url string
	select {
	case url = <-listening:
	case <-f.exited:
		return fail(errors.New("it exited"))
	case <-time.After(60 * time.Second):
		return fail(errors.New("no WebDriver BiDi server after 60s"))
	case <-ctx.Done():
		return fail(ctx.Err())
	}
	f.conn, err = dialBiDi(ctx, url+"/session", "firefox", f.event)
	if err != nil {
		return fail(err)
	}
	var session struct {
		Capabilities struct {
			BrowserName    string `json:"browserName"`
			BrowserVersion string `json:"browserVersion"`
		} `json:"capabilities"`
	}
	caps := map[string]any{"alwaysMatch": map[string]any{"acceptInsecureCerts": true}}
	if err := f.conn.call(ctx, "session.new", map[string]any{"capabilities": caps}, &session); err != nil {
		return fail(err)
	}
	name := session.Capabilities.BrowserName
	if name != "" {
		name = strings.ToUpper(name[:1]) + name[1:]
	}
	f.version = strings.TrimSpace(name + " " + session.Capabilities.BrowserVersion)
	// One subscription for the whole session: f.event hands each entry
	// to the page whose browsing context it came from.
	if err := f.conn.call(ctx, "session.subscribe", map[string]any{"events": []string{"log.entryAdded"}}, nil); err != nil {
		return fail(err)
	}
	return f, nil
}

func (f *firefox) Engine() Engine  { return Firefox }
func (f *firefox) Version() string { return f.version }

// Alive reports whether Firefox runs and its BiDi connection is open.
func (f *firefox) Alive() bool {
	select {
	case <-f.exited:
		return false
	default:
		return f.conn != nil && f.conn.alive()
	}
}

// Close ends the session with browser.close, which quits Firefox, waits
// for it to exit (killing it after a while), and removes its profile.
func (f *firefox) Close() error {
	f.closeOnce.Do(func() {
		if f.conn != nil && f.conn.alive() {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			f.conn.call(ctx, "browser.close", nil, nil)
			cancel()
			select {
			case <-f.exited:
			case <-time.After(10 * time.Second):
			}
		}
		f.kill()
	})
	return nil
}

// kill kills Firefox's process group, waits for it, drops the connection
// and removes the profile.
func (f *firefox) kill() {
	killGroup(f.cmd.Process.Pid)
	<-f.exited
	if f.conn != nil {
		f.conn.ws.CloseNow()
	}
	os.RemoveAll(f.profile)
}

// event takes the session's events: console entries go to their page.
func (f *firefox) event(method string, params json.RawMessage) {
	if method != "log.entryAdded" {
		return
	}
	var e struct {
		Type   string `json:"type"`
		Level  string `json:"level"`
		Text   string `json:"text"`
		Source struct {
			Context string `json:"context"`
		} `json:"source"`
		StackTrace struct {
			CallFrames []struct {
				URL          string `json:"url"`
				LineNumber   int    `json:"lineNumber"`
				ColumnNumber int    `json:"columnNumber"`
			} `json:"callFrames"`
		} `json:"stackTrace"`
	}
	if json.Unmarshal(params, &e) != nil {
		return
	}
	f.mu.Lock()
	p := f.pages[e.Source.Context]
	f.mu.Unlock()
	if p == nil {
		return
	}
	line := e.Level + ": " + e.Text
	if fr := e.StackTrace.CallFrames; len(fr) > 0 && fr[0].URL != "" {
		line += fmt.Sprintf(" (%s:%d:%d)", fr[0].URL, fr[0].LineNumber+1, fr[0].ColumnNumber+1)
	}
	p.log.add(line, e.Level == "error")
}
