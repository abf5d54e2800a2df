// test/clients/go/pgx_example/main.go: Snowflake ids and UUIDv7 keys through
// Go 1.19 and pgx v4 (Debian's golang-github-jackc-pgx-v4-dev, built with
// GOPATH=/usr/share/gocode and GO111MODULE=off) (docs/frameworks.md, Go).
// Connection: the libpq environment that the runner sets.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"regexp"

	"github.com/jackc/pgx/v4"
)

var passed, failed int

func check(name string, ok bool, detail string) {
	if ok {
		passed++
		fmt.Printf("ok - %s\n", name)
	} else {
		failed++
		fmt.Printf("not ok - %s: %s\n", name, detail)
	}
}

// Item is a row as the application keeps it: int64 is exact.
type Item struct {
	ID int64 `json:"id"`
	N  int   `json:"n"`
}

// ItemForJS sends the id to JavaScript as a string: the ",string" option.
type ItemForJS struct {
	ID int64 `json:"id,string"`
	N  int   `json:"n"`
}

func main() {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, "") // the libpq environment
	if err != nil {
		fmt.Printf("not ok - connect: %v\n", err)
		os.Exit(1)
	}
	defer conn.Close(ctx)
	must := func(err error) {
		if err != nil {
			check("pgx_example ran to the end", false, err.Error())
			fmt.Printf("go-pgx ?: %d passed, %d failed\n", passed, failed)
			os.Exit(1)
		}
	}
	for _, ddl := range []string{
		`CREATE EXTENSION IF NOT EXISTS sfid`,
		`CREATE TABLE items (id bigint PRIMARY KEY DEFAULT snowflake_next(), n integer NOT NULL)`,
		`CREATE TABLE documents (id uuid PRIMARY KEY DEFAULT uuidv7(), n integer NOT NULL)`,
	} {
		_, err = conn.Exec(ctx, ddl)
		must(err)
	}

	// one row: RETURNING id into an int64
	var one Item
	one.N = 1
	must(conn.QueryRow(ctx, `INSERT INTO items (n) VALUES ($1) RETURNING id`, one.N).Scan(&one.ID))

	// a batch: pgx.Batch sends 50 INSERTs in one round trip
	batch := &pgx.Batch{}
	for n := 2; n <= 51; n++ {
		batch.Queue(`INSERT INTO items (n) VALUES ($1) RETURNING id, n`, n)
	}
	results := conn.SendBatch(ctx, batch)
	rows := []Item{one}
	for n := 2; n <= 51; n++ {
		var it Item
		must(results.QueryRow().Scan(&it.ID, &it.N))
		rows = append(rows, it)
	}
	must(results.Close())

	// each id finds its row, and the ids are distinct
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	found := map[int64]int{}
	q, err := conn.Query(ctx, `SELECT id, n FROM items WHERE id = ANY($1)`, ids)
	must(err)
	for q.Next() {
		var id int64
		var n int
		must(q.Scan(&id, &n))
		found[id] = n
	}
	must(q.Err())
	lost, distinct := 0, map[int64]bool{}
	for _, r := range rows {
		if found[r.ID] != r.N {
			lost++
		}
		distinct[r.ID] = true
	}
	check(fmt.Sprintf("Scan(&int64): %d ids, each finds its row by id", len(rows)), lost == 0, fmt.Sprintf("%d lost", lost))
	check("Scan(&int64): the ids are distinct", len(distinct) == len(rows), "")

	// JSON into a struct with int64: exact
	data, _ := json.Marshal(one)
	var back Item
	must(json.Unmarshal(data, &back))
	check(fmt.Sprintf("json.Marshal/Unmarshal into a struct %s keeps the id", data), back.ID == one.ID, fmt.Sprint(back.ID))

	// the trap: JSON into interface{} makes each id a float64, rounded to a
	// multiple of 128 (2^53 < 2^59); a lookup by it finds no row, or another
	data, _ = json.Marshal(rows)
	var generic []interface{}
	must(json.Unmarshal(data, &generic))
	rounded, own, other, example := 0, 0, 0, ""
	for i, g := range generic {
		asFloat := g.(map[string]interface{})["id"].(float64)
		if int64(asFloat) == rows[i].ID {
			continue
		}
		rounded++
		if example == "" {
			example = fmt.Sprintf("%d became %.0f", rows[i].ID, asFloat)
		}
		var n int
		err := conn.QueryRow(ctx, `SELECT n FROM items WHERE id = $1`, int64(asFloat)).Scan(&n)
		if err == nil && n == rows[i].N {
			own++
		} else if err == nil {
			other++
		}
	}
	check(fmt.Sprintf("trap: json.Unmarshal into interface{}: %d of %d ids come back as a rounded float64 (%s)",
		rounded, len(rows), example), rounded > 0, "")
	check(fmt.Sprintf("trap: a lookup by each rounded id finds its own row 0 times (%d find another row)", other),
		rounded > 0 && own == 0, fmt.Sprint(own))
	data, _ = json.Marshal(one)

	// ... and with Decoder.UseNumber() the id stays exact
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var decoded map[string]interface{}
	must(dec.Decode(&decoded))
	number, err := decoded["id"].(json.Number).Int64()
	check("Decoder.UseNumber(): the id into interface{} stays exact", err == nil && number == one.ID, fmt.Sprint(number))

	// for JavaScript: `json:"id,string"`
	data, _ = json.Marshal(ItemForJS(one))
	var forJS map[string]interface{}
	must(json.Unmarshal(data, &forJS))
	check(fmt.Sprintf("`json:\"id,string\"` %s sends the id as an exact string", data),
		forJS["id"] == fmt.Sprint(one.ID), fmt.Sprint(forJS["id"]))

	// a uuidv7() key: scanned into a string
	v7 := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	q, err = conn.Query(ctx, `INSERT INTO documents (n) VALUES (1), (2) RETURNING id::text, n`)
	must(err)
	docs := map[string]int{}
	for q.Next() {
		var id string
		var n int
		must(q.Scan(&id, &n))
		docs[id] = n
	}
	must(q.Err())
	good := len(docs) == 2
	for id, n := range docs {
		var got int
		must(conn.QueryRow(ctx, `SELECT n FROM documents WHERE id = $1::uuid`, id).Scan(&got))
		good = good && v7.MatchString(id) && got == n
	}
	check("uuidv7() key: 2 distinct version 7 UUIDs, each finds its row", good, fmt.Sprint(docs))

	fmt.Printf("go-pgx %s: %d passed, %d failed\n", "v4", passed, failed)
	if failed > 0 || passed == 0 {
		os.Exit(1)
	}
}
