# bench/insert-locality.gp: the chart of bench/run.sh, drawn from
# insert-locality.dat in the current directory (written by report.sql):
#   rows_so_far, ms per batch for identity, snowflake_next(),
#   gen_random_uuid(), uuidv7(), then the four index sizes in MB.
# Call with -e "shared_buffers_mb=32; batch_rows=50000".

if (!exists("shared_buffers_mb")) shared_buffers_mb = 32
if (!exists("batch_rows")) batch_rows = 50000

set terminal pngcairo noenhanced size 900,760 font "DejaVu Sans,10"
set output "insert-locality.png"
set datafile missing "\\N"
set key top left box opaque
set grid
set xrange [0:*]
set format x "%.0s%c"

# colours: identity and snowflake_next() (bigint), gen_random_uuid() and
# uuidv7() (uuid); random keys in red
c_id = "#1f77b4"; c_sf = "#2ca02c"; c_v4 = "#d62728"; c_v7 = "#9467bd"

set multiplot layout 2,1 title sprintf("Insert locality: batches of %d rows, shared_buffers = %d MB", batch_rows, shared_buffers_mb)

set ylabel "ms per batch"
set yrange [0:*]
unset xlabel
plot "insert-locality.dat" using 1:2 with linespoints lw 2 pt 7 ps 0.6 lc rgb c_id title "identity column", \
     "" using 1:3 with linespoints lw 2 pt 5 ps 0.6 lc rgb c_sf title "snowflake_next()", \
     "" using 1:4 with linespoints lw 2 pt 9 ps 0.7 lc rgb c_v4 title "gen_random_uuid()", \
     "" using 1:5 with linespoints lw 2 pt 11 ps 0.7 lc rgb c_v7 title "uuidv7()"

set ylabel "primary key, MB"
set xlabel "rows in the table"
plot "insert-locality.dat" using 1:6 with linespoints lw 2 pt 7 ps 0.6 lc rgb c_id title "identity column", \
     "" using 1:7 with linespoints lw 2 pt 5 ps 0.6 lc rgb c_sf title "snowflake_next()", \
     "" using 1:8 with linespoints lw 2 pt 9 ps 0.7 lc rgb c_v4 title "gen_random_uuid()", \
     "" using 1:9 with linespoints lw 2 pt 11 ps 0.7 lc rgb c_v7 title "uuidv7()", \
     shared_buffers_mb with lines dt 2 lw 2 lc rgb "black" title "shared_buffers"

unset multiplot
