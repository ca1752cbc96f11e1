package fontface

//go:generate go run flip/cmd/flipfonts -out fonts_gen.go
