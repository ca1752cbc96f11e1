// Package docs_test checks the repository's Markdown: every relative link
// in README.md and docs/*.md must lead somewhere — to a file or directory
// that exists and, when it names a #fragment of a Markdown page, to a
// heading of that page as GitHub renders its anchor.
package docs_test

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// root is the repository's root, seen from this directory.
const root = ".."

// pages returns the Markdown pages whose links are checked, as paths
// from the repository's root.
func pages(t *testing.T) []string {
	t.Helper()
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	list := []string{"README.md"}
	for _, d := range docs {
		rel, err := filepath.Rel(root, d)
		if err != nil {
			t.Fatal(err)
		}
		list = append(list, filepath.ToSlash(rel))
	}
	return list
}

var (
	fence      = regexp.MustCompile("^ {0,3}(```+|~~~+)")
	inlineLink = regexp.MustCompile(`\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)`)
	refDef     = regexp.MustCompile(`^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?`)
	htmlAttr   = regexp.MustCompile(`(?i)\b(?:href|src)\s*=\s*"([^"]*)"`)
	htmlAnchor = regexp.MustCompile(`(?i)<a\s[^>]*\b(?:name|id)\s*=\s*"([^"]+)"`)
	atxHeading = regexp.MustCompile(`^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$`)
	setextLine = regexp.MustCompile(`^ {0,3}(=+|-+)\s*$`)
	scheme     = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`)
	lineFrag   = regexp.MustCompile(`^L\d+(-L\d+)?$`)
)

// A link is one link target found in a page, with its line.
type link struct {
	line   int
	target string
}

// proseLines returns a page's lines with fenced code blocks blanked out
// (so that the line numbers stay), and inline code spans removed.
func proseLines(text string) []string {
	lines := strings.Split(text, "\n")
	var open string
	for i, l := range lines {
		if m := fence.FindStringSubmatch(l); m != nil {
			switch {
			case open == "":
				open = m[1][:1]
			case strings.HasPrefix(m[1], open):
				open = ""
			}
			lines[i] = ""
			continue
		}
		if open != "" {
			lines[i] = ""
			continue
		}
		lines[i] = stripCodeSpans(l)
	}
	return lines
}

// stripCodeSpans removes a line's code spans: a run of backticks, up to
// the next run of as many, whose text is code and links none. A run
// with no closing run is left as it is.
func stripCodeSpans(l string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(l, '`')
		if i < 0 {
			b.WriteString(l)
			return b.String()
		}
		n := i
		for n < len(l) && l[n] == '`' {
			n++
		}
		run := l[i:n]
		end := -1
		for j := n; j < len(l); {
			k := strings.IndexByte(l[j:], '`')
			if k < 0 {
				break
			}
			k += j
			m := k
			for m < len(l) && l[m] == '`' {
				m++
			}
			if m-k == len(run) {
				end = m
				break
			}
			j = m
		}
		if end < 0 {
			b.WriteString(l[:n])
			l = l[n:]
			continue
		}
		b.WriteString(l[:i])
		l = l[end:]
	}
}

// links returns every link target of a page's text.
func links(text string) []link {
	var found []link
	for i, l := range proseLines(text) {
		for _, re := range []*regexp.Regexp{inlineLink, refDef, htmlAttr} {
			for _, m := range re.FindAllStringSubmatch(l, -1) {
				found = append(found, link{i + 1, m[1]})
			}
		}
	}
	return found
}

// anchors returns the anchors GitHub gives a page's headings (and any
// <a name> or id in it).
func anchors(text string) map[string]bool {
	seen := map[string]int{}
	out := map[string]bool{}
	add := func(heading string) {
		s := Slug(heading)
		n := seen[s]
		seen[s]++
		if n > 0 {
			s = fmt.Sprintf("%s-%d", s, n)
		}
		out[s] = true
	}
	lines := strings.Split(text, "\n")
	inFence := ""
	for i, l := range lines {
		if m := fence.FindStringSubmatch(l); m != nil {
			switch {
			case inFence == "":
				inFence = m[1][:1]
			case strings.HasPrefix(m[1], inFence):
				inFence = ""
			}
			continue
		}
		if inFence != "" {
			continue
		}
		for _, m := range htmlAnchor.FindAllStringSubmatch(l, -1) {
			out[m[1]] = true
		}
		if m := atxHeading.FindStringSubmatch(l); m != nil {
			add(m[2])
			continue
		}
		// A setext heading: a line of text underlined with = or -.
		if i+1 < len(lines) && setextLine.MatchString(lines[i+1]) && strings.TrimSpace(l) != "" &&
			!strings.HasPrefix(strings.TrimSpace(l), "|") && !strings.HasPrefix(strings.TrimSpace(l), "-") {
			add(strings.TrimSpace(l))
		}
	}
	return out
}

var (
	mdLink  = regexp.MustCompile(`!?\[([^\]]*)\]\([^)]*\)`)
	mdImage = regexp.MustCompile(`!\[[^\]]*\]\([^)]*\)`)
	htmlTag = regexp.MustCompile(`<[^>]+>`)
)

// Slug returns the anchor GitHub gives a heading: the heading's text as
// rendered (links as their words, images dropped, no code or emphasis
// marks, no HTML), lower-cased, with every character that is not a
// letter, a digit, a mark, a space, '-' or '_' removed, and each space
// made a '-'. A page's second heading of the same slug gets "-1", the
// third "-2", and so on (see anchors).
func Slug(heading string) string {
	s := mdImage.ReplaceAllString(heading, "")
	s = mdLink.ReplaceAllString(s, "$1")
	s = htmlTag.ReplaceAllString(s, "")
	s = strings.NewReplacer("`", "", "*", "", "~~", "").Replace(s)
	s = strings.ToLower(strings.TrimSpace(s))
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// check returns what is wrong with one link of page (a path from the
// root), or "" when it leads somewhere.
func check(page, target string, anchorsOf func(path string) (map[string]bool, error)) string {
	if scheme.MatchString(target) || strings.HasPrefix(target, "//") {
		return "" // not relative: another site, mail, …
	}
	rawPath, frag, _ := strings.Cut(target, "#")
	p, err := url.PathUnescape(rawPath)
	if err != nil {
		return fmt.Sprintf("%q: bad escape in the path: %v", target, err)
	}
	var dest string // from the root
	switch {
	case p == "":
		dest = page
	case strings.HasPrefix(p, "/"):
		dest = filepath.Clean(strings.TrimPrefix(p, "/"))
	default:
		dest = filepath.Join(filepath.Dir(page), p)
	}
	if dest == ".." || strings.HasPrefix(dest, "../") {
		return fmt.Sprintf("%q leads out of the repository", target)
	}
	info, err := os.Stat(filepath.Join(root, dest))
	if err != nil {
		return fmt.Sprintf("%q: no such file or directory (%s)", target, dest)
	}
	if frag == "" {
		return ""
	}
	if info.IsDir() || !strings.HasSuffix(dest, ".md") {
		if !info.IsDir() && lineFrag.MatchString(frag) {
			return "" // a line of a source file
		}
		return fmt.Sprintf("%q: #%s names no heading: %s is not a Markdown page", target, frag, dest)
	}
	a, err := anchorsOf(dest)
	if err != nil {
		return fmt.Sprintf("%q: %v", target, err)
	}
	if !a[strings.ToLower(frag)] {
		return fmt.Sprintf("%q: %s has no heading with the anchor #%s", target, dest, frag)
	}
	return ""
}

// TestLinks checks every relative link of README.md and docs/*.md: its
// file or directory exists, and its #fragment, if any, is the anchor of a
// heading of the page it names.
func TestLinks(t *testing.T) {
	cache := map[string]map[string]bool{}
	anchorsOf := func(path string) (map[string]bool, error) {
		if a, ok := cache[path]; ok {
			return a, nil
		}
		b, err := os.ReadFile(filepath.Join(root, path))
		if err != nil {
			return nil, err
		}
		cache[path] = anchors(string(b))
		return cache[path], nil
	}
	checked := 0
	for _, page := range pages(t) {
		b, err := os.ReadFile(filepath.Join(root, page))
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range links(string(b)) {
			checked++
			if msg := check(page, l.target, anchorsOf); msg != "" {
				t.Errorf("%s:%d: broken link %s", page, l.line, msg)
			}
		}
	}
	if checked == 0 {
		t.Fatal("found no links at all: the link finder is broken")
	}
}

func TestSlug(t *testing.T) {
	for _, tt := range []struct{ heading, want string }{
		{"Two commands", "two-commands"},
		{"The solver on the command line: flipsolve", "the-solver-on-the-command-line-flipsolve"},
		{"`-explain`", "-explain"},
		{"The bridge: `web/bridge/`", "the-bridge-webbridge"},
		{"The frame loop: Ebitengine's supported mode", "the-frame-loop-ebitengines-supported-mode"},
		{"Boards 3×3 … 10×10", "boards-33--1010"},
		{"**Bold** and [a link](x.md)", "bold-and-a-link"},
		{"snake_case stays", "snake_case-stays"},
		{"Ünïcode letters", "ünïcode-letters"},
	} {
		if got := Slug(tt.heading); got != tt.want {
			t.Errorf("Slug(%q) = %q, want %q", tt.heading, got, tt.want)
		}
	}
}

func TestAnchorsAndLinks(t *testing.T) {
	page := strings.Join([]string{
		"# Title",
		"## Same",
		"## Same",
		"Setext",
		"------",
		"```",
		"## Not a heading [no](nowhere.md)",
		"```",
		"A [link](a.md#x) and `[code](not-a-link.md)` and ![img](p.png).",
		"``[two](ticks.md) ` still code`` and a lone ` [after](b.md)",
		`<a id="custom"></a> <img src="q.png">`,
		"[ref]: r.md",
	}, "\n")
	a := anchors(page)
	var got []string
	for k := range a {
		got = append(got, k)
	}
	slices.Sort(got)
	if want := []string{"custom", "same", "same-1", "setext", "title"}; !slices.Equal(got, want) {
		t.Errorf("anchors = %v, want %v", got, want)
	}
	var targets []string
	for _, l := range links(page) {
		targets = append(targets, l.target)
	}
	slices.Sort(targets)
	if want := []string{"a.md#x", "b.md", "p.png", "q.png", "r.md"}; !slices.Equal(targets, want) {
		t.Errorf("links = %v, want %v", targets, want)
	}
}
